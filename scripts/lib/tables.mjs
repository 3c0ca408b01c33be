import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.mjs';

/**
 * Replaces the README's table between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->` with `rows`
 * under `headers`: the bench writes its figures there, nobody types them. Returns whether the markers were found.
 */
export function writeReadmeTable(name, headers, rows) {
  const startMarker = `<!-- bench:${name}:start -->`;
  const endMarker = `<!-- bench:${name}:end -->`;
  const table = [headers, headers.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
  const readmePath = join(ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start < 0 || end < start) return false;
  writeFileSync(readmePath, `${readme.slice(0, start + startMarker.length)}\n${table}\n${readme.slice(end)}`);
  return true;
}

/** Prints rows under headers; the first `textColumns` columns are left-aligned, the figures right-aligned. */
export function printTable(headers, rows, textColumns = 1) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const pad = (cell, i) => String(cell)[i >= textColumns ? 'padStart' : 'padEnd'](widths[i]);
  const line = (cells) => cells.map(pad).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
