import { createDeflate } from 'node:zlib';
import { deflateRepeated } from './zip-bombs';

const MB = 1024 * 1024;

/** A PDF of these numbered object bodies (1 is the catalog), with a correct cross-reference table. */
function writePdf(bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  bodies.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${bodies.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>`,
    `startxref\n${length}`,
    '%%EOF\n',
  ].join('\n');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

/** A one-page document whose page content is object 4, with `extra` objects after it. */
const onePage = (content: Buffer, extra: string[] = []) =>
  writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    content,
    ...extra,
  ]);

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dictionary} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** Hostile PDFs, each a few hundred KB to a few MB on the wire. */
export interface PdfBombs {
  /** The page content inflates to `inflatedMb`, its length given directly. */
  honest: Buffer;
  /** The same content with its length in another object and a decoded length (/DL) of 10 KB: only inflating it tells. */
  lying: Buffer;
  /** 200,000 objects. */
  crowded: Buffer;
}

export async function makePdfBombs(inflatedMb = 300): Promise<PdfBombs> {
  const data = await deflateRepeated(inflatedMb * MB, createDeflate({ level: 9 }));
  const crowd = Array.from({ length: 200_000 }, () => 'null');
  return {
    honest: onePage(stream(`/Length ${data.length} /Filter /FlateDecode`, data)),
    lying: onePage(stream('/Length 5 0 R /Filter [/FlateDecode] /DL 10240', data), [String(data.length)]),
    crowded: onePage(stream('/Length 0', Buffer.alloc(0)), crowd),
  };
}
