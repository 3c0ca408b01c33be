import { createInflateRaw } from 'node:zlib';
import type { Config } from '../../config';
import { boundedInflate } from './bounded-inflate';

/** The fixed wording of every refusal of a file that could not be opened safely (issue 15). */
export const UNSAFE_FILE_MESSAGE = 'This file could not be read safely.';

/** A file whose reading was refused or cut short to protect the server: a zip bomb, a parser that ran away. */
export class UnsafeFileError extends Error {
  constructor(readonly reason: string) {
    super(UNSAFE_FILE_MESSAGE);
  }
}

export interface ArchiveLimits {
  /** All entries together, inflated. */
  maxUnzippedBytes: number;
}

export const archiveLimits = (config: Pick<Config, 'maxUnzippedMb'>): ArchiveLimits => ({
  maxUnzippedBytes: config.maxUnzippedMb * 1024 * 1024,
});

/** A Word document has a few dozen parts; thousands are only there to exhaust whoever opens them. */
const MAX_ENTRIES = 2_000;
/** Real XML deflates 5 to 30 times; a bomb about 1,000 times. Small parts may compress better and cost nothing. */
const MAX_RATIO = 200;
const RATIO_APPLIES_FROM = 1024 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** 22 bytes of record plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const unsafe = (reason: string) => new UnsafeFileError(reason);
/**
 * Not a ZIP we can walk: no parser can open it either (they look for the same records), so it is merely unreadable,
 * an ordinary error; the extractor's process limits stay the last line for anything odd.
 */
const broken = (reason: string) => new Error(`Not a readable archive: ${reason}`);

function findEndOfCentralDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - EOCD_SEARCH); at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw broken('no end of central directory');
}

/** Where the central directory starts and ends, from the ZIP64 record when there is one (its counts are not trusted). */
function centralDirectory(bytes: Buffer): { start: number; end: number } {
  const eocd = findEndOfCentralDirectory(bytes);
  let size = bytes.readUInt32LE(eocd + 12);
  let start = bytes.readUInt32LE(eocd + 16);
  const locator = eocd - 20;
  if (locator >= 0 && bytes.readUInt32LE(locator) === ZIP64_LOCATOR_SIGNATURE) {
    const zip64 = Number(bytes.readBigUInt64LE(locator + 8));
    if (zip64 + 56 > bytes.length || bytes.readUInt32LE(zip64) !== ZIP64_EOCD_SIGNATURE)
      throw broken('broken ZIP64 record');
    size = Number(bytes.readBigUInt64LE(zip64 + 40));
    start = Number(bytes.readBigUInt64LE(zip64 + 48));
  }
  if (start + size > bytes.length) throw broken('central directory outside the file');
  return { start, end: start + size };
}

/** Every entry of the central directory, refused as soon as there are too many or one declares too much. */
function readEntries(bytes: Buffer, limits: ArchiveLimits): Entry[] {
  const { start, end } = centralDirectory(bytes);
  const entries: Entry[] = [];
  let declaredTotal = 0;
  for (let at = start; at < end;) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw broken('broken central directory');
    if (entries.length >= MAX_ENTRIES) throw unsafe(`more than ${MAX_ENTRIES} entries`);
    const entry: Entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    // 0xffffffff defers to a ZIP64 field: no Word document under our upload size needs one.
    if ([entry.compressedSize, entry.uncompressedSize, entry.localOffset].includes(0xffffffff))
      throw unsafe('ZIP64 sizes');
    if (entry.method !== STORED && entry.method !== DEFLATED) throw unsafe(`compression method ${entry.method}`);
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxUnzippedBytes) throw unsafe('declared size over the limit');
    if (entry.uncompressedSize > RATIO_APPLIES_FROM && entry.uncompressedSize > entry.compressedSize * MAX_RATIO)
      throw unsafe('compression ratio');
    entries.push(entry);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's compressed bytes, located through its local header. */
function compressedData(bytes: Buffer, entry: Entry): Buffer {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_SIGNATURE) throw broken('broken local header');
  const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  if (dataStart + entry.compressedSize > bytes.length) throw broken('entry outside the file');
  return bytes.subarray(dataStart, dataStart + entry.compressedSize);
}

/** Inflates one entry without keeping its output, stopping at the first byte past what it declared. */
async function actualSize(data: Buffer, declared: number): Promise<number> {
  const { size, overCap, damaged } = await boundedInflate(createInflateRaw(), data, declared);
  if (overCap) throw unsafe('an entry inflates past its declared size');
  if (damaged) throw broken('an entry does not inflate');
  return size;
}

/**
 * Refuses a ZIP-based file (a DOCX) before anything parses it: too many entries, declared sizes over the limit or
 * at a bomb's ratio, or an entry that inflates past what it declared. The inflation here streams and keeps nothing,
 * so even a lying archive costs at most the limit in CPU, never in memory. Resolves when the archive is safe to open;
 * rejects with UnsafeFileError for a hostile one, with an ordinary error for one that is merely not a valid ZIP.
 */
export async function checkArchive(bytes: Buffer, limits: ArchiveLimits): Promise<void> {
  for (const entry of readEntries(bytes, limits)) {
    const data = compressedData(bytes, entry);
    const size = entry.method === STORED ? data.length : await actualSize(data, entry.uncompressedSize);
    // Larger than declared was refused while inflating; anything else that differs is damage, not danger.
    if (size !== entry.uncompressedSize) throw broken('an entry is not the size it declares');
  }
}
