import PDFDocument from 'pdfkit';
import type { Test } from 'supertest';

/** A real one-page PDF with the given text, as a browser would upload it. */
export function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text(text);
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
