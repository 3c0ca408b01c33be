import type { Transform } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';

/** One entry as it is written: its bytes as stored (deflated or not) and the size its headers declare. */
interface RawEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  declaredSize: number;
}

const MB = 1024 * 1024;

/**
 * Deflates `total` bytes of one repeated letter chunk by chunk, so the test never holds the inflated size; raw
 * deflate as a ZIP stores it unless another deflater (a PDF's zlib one) is given.
 */
export async function deflateRepeated(
  total: number,
  deflate: Transform = createDeflateRaw({ level: 9 }),
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(MB, 'a');
  for (let written = 0; written < total; written += MB) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A ZIP of these entries; with more than 65,535 entries its end record is the ZIP64 one, as real tools write it. */
function writeZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = entries.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  if (count <= 0xffff) return Buffer.concat([...locals, directory, end]);
  const zip64 = Buffer.alloc(56);
  zip64.writeUInt32LE(0x06064b50, 0);
  zip64.writeBigUInt64LE(44n, 4);
  zip64.writeBigUInt64LE(BigInt(count), 24);
  zip64.writeBigUInt64LE(BigInt(count), 32);
  zip64.writeBigUInt64LE(BigInt(directory.length), 40);
  zip64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...locals, directory, zip64, locator, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
);
const contentTypes: RawEntry = {
  name: '[Content_Types].xml',
  data: CONTENT_TYPES,
  method: 0,
  declaredSize: CONTENT_TYPES.length,
};

/** Hostile DOCX files, each a few hundred KB to a few MB on the wire. */
export interface ZipBombs {
  /** word/document.xml inflates to `inflatedMb` and says so. */
  honest: Buffer;
  /** The same entry declaring 10 KB: only inflating it shows what it is. */
  lying: Buffer;
  /** 100,000 empty entries. */
  crowded: Buffer;
}

export async function makeZipBombs(inflatedMb = 300): Promise<ZipBombs> {
  const data = await deflateRepeated(inflatedMb * MB);
  const bomb = (declaredSize: number) =>
    writeZip([contentTypes, { name: 'word/document.xml', data, method: 8, declaredSize }]);
  const crowd = Array.from({ length: 100_000 }, (_, index): RawEntry => {
    return { name: index.toString(36), data: Buffer.alloc(0), method: 0, declaredSize: 0 };
  });
  return { honest: bomb(inflatedMb * MB), lying: bomb(10 * 1024), crowded: writeZip([contentTypes, ...crowd]) };
}
