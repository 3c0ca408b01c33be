import { createReadStream, existsSync, readdirSync, renameSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import type Database from 'libsql';
import { ENTITY_SCHEMAS } from '../entities';
import { encodeJson, quoteName } from './sql';

/** Where the old nedb store kept its datafiles, and where they are kept aside once imported. */
export const NEDB_FOLDER = 'db';
export const IMPORTED_NEDB_FOLDER = 'db.nedb-imported';
const IMPORT_MARKER = 'nedb-import';

/** nedb's line format: one JSON document a line, dates as `{"$$date": ms}`, later lines win, `$$deleted` removes. */
function parseLine(line: string): Record<string, unknown> | null {
  if (!line.trim()) return null;
  return JSON.parse(line, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$$date' in value) return new Date((value as { $$date: number }).$$date);
    return value;
  }) as Record<string, unknown>;
}

async function replayDatafile(db: Database.Database, file: string, table: string): Promise<void> {
  const upsert = db.prepare(
    `INSERT INTO ${table} (_id, doc) VALUES (?, ?) ON CONFLICT (_id) DO UPDATE SET doc = excluded.doc`,
  );
  const remove = db.prepare(`DELETE FROM ${table} WHERE _id = ?`);
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const document = parseLine(line);
    if (!document || '$$indexCreated' in document || '$$indexRemoved' in document) continue;
    const { _id, $$deleted, ...fields } = document;
    if ($$deleted) remove.run(String(_id));
    else upsert.run(String(_id), encodeJson(fields));
  }
}

/**
 * Imports the old embedded store's datafiles (DATA_DIR/db/<collection>.db) once: every collection in one transaction
 * with a marker row, so an interrupted import leaves nothing behind and simply runs again; the folder is then
 * renamed aside (kept, never deleted). A marker without the rename (stopped in between) only finishes the rename.
 */
export async function importNedbFolder(db: Database.Database, dataDir: string): Promise<void> {
  const folder = join(dataDir, NEDB_FOLDER);
  if (!existsSync(folder)) return;
  db.exec('CREATE TABLE IF NOT EXISTS lexa_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const done = db.prepare('SELECT 1 FROM lexa_meta WHERE key = ?').get(IMPORT_MARKER);
  if (!done) {
    const known = new Set(Object.keys(ENTITY_SCHEMAS));
    const datafiles = readdirSync(folder).filter((file) => file.endsWith('.db') && known.has(basename(file, '.db')));
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const file of datafiles) await replayDatafile(db, join(folder, file), quoteName(basename(file, '.db')));
      db.prepare('INSERT INTO lexa_meta (key, value) VALUES (?, ?)').run(IMPORT_MARKER, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
  renameSync(folder, uniqueAside(dataDir));
}

/** DATA_DIR/db.nedb-imported, or with a suffix when an earlier import already used that name. */
function uniqueAside(dataDir: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const candidate = join(dataDir, attempt ? `${IMPORTED_NEDB_FOLDER}-${attempt}` : IMPORTED_NEDB_FOLDER);
    if (!existsSync(candidate)) return candidate;
  }
}
