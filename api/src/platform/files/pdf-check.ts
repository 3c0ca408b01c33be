import { createInflate } from 'node:zlib';
import { UnsafeFileError, type ArchiveLimits } from './archive-check';
import { boundedInflate } from './bounded-inflate';

/**
 * A long contract or a scanned bundle has a few thousand objects and streams; hundreds of thousands are only there to
 * exhaust the parser that indexes them.
 */
const MAX_OBJECTS = 100_000;
const MAX_STREAMS = 20_000;
/**
 * Text, fonts and photos deflate a few times; a bomb about 1,000 times. Judged on the whole document, so one blank
 * image among real pages is not taken for a bomb.
 */
const MAX_RATIO = 200;
const RATIO_APPLIES_FROM = 8 * 1024 * 1024;

const unsafe = (reason: string) => new UnsafeFileError(reason);

/** A `stream` keyword and its end of line, not the tail of `endstream`; a new one per check, as it keeps its place. */
const streamKeyword = () => /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;
/** How far before `stream` its dictionary may start: no real one is longer, and the search stays bounded. */
const DICTIONARY_WINDOW = 64 * 1024;
/** A dictionary nested in another one, hex strings inside allowed. */
const INNER_DICTIONARY = /<<(?:[^<>]|<[^<>]*>)*>>/g;
const ABBREVIATIONS: Record<string, string> = { Fl: 'FlateDecode', AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode' };

/** The entries of a stream's dictionary at its own level: what `/Filter` inside a nested dictionary says is not its filter. */
function topLevel(dictionary: string): string {
  let flat = dictionary.trim().slice(2, -2);
  for (let before = ''; before !== flat;) [before, flat] = [flat, flat.replace(INNER_DICTIONARY, ' ')];
  return flat;
}

const integerEntry = (entries: string, key: string): number | undefined => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(entries);
  return match ? Number(match[1]) : undefined;
};

function filtersOf(entries: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(entries);
  const names = match?.[1]?.match(/\/[A-Za-z0-9]+/g) ?? [];
  return names.map((name) => ABBREVIATIONS[name.slice(1)] ?? name.slice(1));
}

/** The objects of the file, counted up to one past `max`. */
function countObjects(text: string, max: number): number {
  const header = /(?<![0-9])\d+\s+\d+\s+obj(?![A-Za-z])/g;
  let count = 0;
  while (count <= max && header.test(text)) count += 1;
  return count;
}

/** Every object that is a bare number, by "number generation": where an indirect `/Length` points. */
function numberObjects(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const [, id, generation, value] of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g))
    found.set(`${id} ${generation}`, Number(value));
  return found;
}

/** `/Length`, direct or through an indirect object holding a number; undefined when it cannot be found. */
function lengthOf(entries: string, numbers: () => Map<string, number>): number | undefined {
  const direct = integerEntry(entries, 'Length');
  if (direct !== undefined) return direct;
  const reference = /\/Length\s+(\d+)\s+(\d+)\s+R/.exec(entries);
  return reference ? numbers().get(`${reference[1]} ${reference[2]}`) : undefined;
}

/** Where a stream's data ends: at `/Length` when `endstream` follows it there, else at the next `endstream`. */
function dataEnd(text: string, start: number, length: number | undefined): number {
  if (length !== undefined && /^\s*endstream/.test(text.slice(start + length, start + length + 32)))
    return start + length;
  const end = text.indexOf('endstream', start);
  return end === -1 ? text.length : end;
}

function asciiHex(data: Buffer): Buffer {
  const digits = data
    .toString('latin1')
    .split('>')[0]!
    .replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').split('~>')[0]!.replace(/\s/g, '').replace(/^<~/, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count; index += 1) out.push((value >>> (24 - 8 * index)) & 0xff);
    group = [];
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (char >= '!' && char <= 'u') {
      group.push(char.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

/** What one stream inflates to through its filters up to its last FlateDecode; 0 for one without FlateDecode. */
async function inflatedSize(data: Buffer, filters: string[], cap: number): Promise<number> {
  const last = filters.lastIndexOf('FlateDecode');
  let size = 0;
  for (const [index, filter] of filters.slice(0, last + 1).entries()) {
    if (filter === 'ASCIIHexDecode') data = asciiHex(data);
    else if (filter === 'ASCII85Decode') data = ascii85(data);
    else if (filter === 'FlateDecode') {
      // Damaged data counts as far as it inflates, which is as far as any reader gets.
      const stage = await boundedInflate(createInflate(), data, cap, index < last);
      if (stage.overCap) throw unsafe('streams inflate past the limit');
      size = stage.size;
      data = stage.output ?? data;
    }
    // LZW or run-length before a Flate stage: nothing a real writer does, and we could not tell what it hides.
    else throw unsafe(`${filter} before FlateDecode`);
  }
  return size;
}

/**
 * Refuses a PDF before any parser inflates it: too many objects (those packed in object streams included) or streams,
 * a declared decoded length (/DL) past the limit, Flate streams that inflate past MAX_UNZIPPED_MB together, or a
 * whole document at a bomb's ratio. Inflation streams and keeps nothing but intermediate stages, so a bomb costs at
 * most the limit in CPU. A file we cannot walk is no business of this check: the parser fails on it the ordinary way,
 * inside the extractor's process limits.
 */
export async function checkPdf(bytes: Buffer, limits: ArchiveLimits): Promise<void> {
  const text = bytes.toString('latin1');
  let objects = countObjects(text, MAX_OBJECTS);
  if (objects > MAX_OBJECTS) throw unsafe(`more than ${MAX_OBJECTS} objects`);
  let numbers: Map<string, number> | undefined;
  const numberObjectsOnce = () => (numbers ??= numberObjects(text));
  let streams = 0;
  let total = 0;
  const keyword = streamKeyword();
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    // Every keyword counts, so a file of bare "stream" lines cannot make this loop long either.
    if ((streams += 1) > MAX_STREAMS) throw unsafe(`more than ${MAX_STREAMS} streams`);
    const before = text.slice(Math.max(0, match.index - DICTIONARY_WINDOW), match.index);
    const dictionary = before.slice(before.lastIndexOf('obj') + 3);
    // "stream" in a string or a comment, not after a stream's dictionary.
    if (!dictionary.trimEnd().endsWith('>>')) continue;
    const entries = topLevel(dictionary.slice(dictionary.indexOf('<<')));
    if (/\/Type\s*\/ObjStm/.test(entries)) objects += integerEntry(entries, 'N') ?? 0;
    if (objects > MAX_OBJECTS) throw unsafe(`more than ${MAX_OBJECTS} objects`);
    const start = match.index + match[0].length;
    const end = dataEnd(text, start, lengthOf(entries, numberObjectsOnce));
    // The next keyword is looked for after this stream's data, never inside it.
    keyword.lastIndex = end;
    const filters = filtersOf(entries);
    if (!filters.includes('FlateDecode')) continue;
    if ((integerEntry(entries, 'DL') ?? 0) > limits.maxUnzippedBytes - total)
      throw unsafe('declared size over the limit');
    total += await inflatedSize(bytes.subarray(start, end), filters, limits.maxUnzippedBytes - total);
  }
  if (total > RATIO_APPLIES_FROM && total > bytes.length * MAX_RATIO) throw unsafe('compression ratio');
}
