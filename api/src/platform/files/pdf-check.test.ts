import { deflateSync } from 'node:zlib';
import { createPdf, finishPdf, paragraph } from '../../documents/pdf';
import { makePdf } from '../../test-support/documents';
import { makePdfBombs, type PdfBombs } from '../../test-support/pdf-bombs';
import { UnsafeFileError } from './archive-check';
import { checkPdf } from './pdf-check';

const MB = 1024 * 1024;
const LIMITS = { maxUnzippedBytes: 5 * MB };

const reasonOf = (bytes: Buffer) =>
  checkPdf(bytes, LIMITS).then(
    () => 'accepted',
    (error: unknown) => (error instanceof UnsafeFileError ? error.reason : `error: ${String(error)}`),
  );

/** A one-object PDF whose only stream has this dictionary and data. */
const withStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< ${dictionary} >>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n'),
  ]);

describe('checkPdf', () => {
  let bombs: PdfBombs;
  let bombData: Buffer;

  beforeAll(async () => {
    bombs = await makePdfBombs(20);
    bombData = deflateSync(Buffer.alloc(20 * MB));
  });

  it('accepts what pdfkit writes, our generated reports included', async () => {
    expect(await reasonOf(await makePdf('A lease between two parties.'))).toBe('accepted');
    const report = createPdf({ title: 'Review', footer: 'Lexa' });
    for (let page = 0; page < 30; page += 1) paragraph(report, 'A clause that needs reading. '.repeat(200));
    const chunks: Buffer[] = [];
    report.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => report.on('end', resolve));
    finishPdf(report, { title: 'Review', footer: 'Lexa' });
    await ended;
    expect(await reasonOf(Buffer.concat(chunks))).toBe('accepted');
  });

  it('refuses streams that inflate past the limit, whatever their lengths say', async () => {
    expect(await reasonOf(bombs.honest)).toBe('streams inflate past the limit');
    expect(await reasonOf(bombs.lying)).toBe('streams inflate past the limit');
  });

  it('refuses a declared decoded length past the limit before inflating', async () => {
    expect(await reasonOf(withStream(`/Filter /FlateDecode /DL ${6 * MB}`, deflateSync('short')))).toBe(
      'declared size over the limit',
    );
  });

  it('refuses a document of absurdly many objects', async () => {
    expect(await reasonOf(bombs.crowded)).toBe('more than 100000 objects');
    const packed = withStream('/Type /ObjStm /N 150000 /First 10 /Filter /FlateDecode', deflateSync('0 0'));
    expect(await reasonOf(packed)).toBe('more than 100000 objects');
  });

  it('sees a bomb behind an ASCII filter, in an abbreviated name, or under a decoy filter', async () => {
    const hex = Buffer.from(`${bombData.toString('hex')}>`);
    expect(await reasonOf(withStream('/Filter [/AHx /Fl]', hex))).toBe('streams inflate past the limit');
    const decoy = '/DecodeParms << /Filter /DCTDecode >> /Filter /FlateDecode';
    expect(await reasonOf(withStream(decoy, bombData))).toBe('streams inflate past the limit');
    const doubled = deflateSync(bombData);
    expect(await reasonOf(withStream('/Filter [/FlateDecode /FlateDecode]', doubled))).toBe(
      'streams inflate past the limit',
    );
  });

  it('refuses a whole document at a bomb ratio under the size limit', async () => {
    const limits = { maxUnzippedBytes: 50 * MB };
    const data = deflateSync(Buffer.alloc(30 * MB));
    await expect(checkPdf(withStream('/Filter /FlateDecode', data), limits)).rejects.toMatchObject({
      reason: 'compression ratio',
    });
  });

  it('leaves a file it cannot walk to the parser', async () => {
    expect(await reasonOf(Buffer.from('%PDF-1.4\nnot really a document'))).toBe('accepted');
    expect(await reasonOf(withStream('/Filter /FlateDecode', Buffer.from('not deflated')))).toBe('accepted');
  });
});
