import PDFDocument from 'pdfkit';
import type { Test } from 'supertest';

/**
 * A real PDF with the given text, as a browser would upload it; long text flows onto more pages, and with
 * `pageNumbers` each page gets a "Page 2 of 7" footer, as printed contracts do.
 */
export function makePdf(text: string, { pageNumbers = false } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ bufferPages: pageNumbers });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text(text);
    if (pageNumbers) {
      const { start, count } = document.bufferedPageRange();
      for (let page = start; page < start + count; page += 1) {
        document.switchToPage(page);
        // The footer sits in the bottom margin; without lifting the margin pdfkit would start a new page for it.
        document.page.margins.bottom = 0;
        document.text(`Page ${page + 1} of ${count}`, 0, document.page.height - 40, {
          align: 'center',
          lineBreak: false,
        });
      }
    }
    document.end();
  });
}

/** A real Word document with one paragraph per line. */
export async function makeDocx(lines: string[]): Promise<Buffer> {
  const { Document, Packer, Paragraph } = await import('docx');
  const document = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Packer.toBuffer(document);
}

/** A supertest parser that keeps a download's bytes: `.buffer(true).parse(binaryBody)`. */
export const binaryBody: Parameters<Test['parse']>[0] = (res, callback) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};
