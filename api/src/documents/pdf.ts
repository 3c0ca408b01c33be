import PDFDocument from 'pdfkit';

/**
 * What our generated PDFs share: A4 pages, the standard Helvetica family (no font files to ship), page numbers and
 * a footer line on every page. The standard fonts only encode Windows-1252, so all text passes `pdfText` first.
 */

export const PDF_COLORS = { text: '#1f2933', muted: '#52606d', accent: '#1d4ed8', rule: '#cbd2d9' } as const;

/** Windows-1252 beyond Latin-1: what the standard fonts can draw besides U+0020-U+007E and U+00A0-U+00FF. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SUBSTITUTES: Record<string, string> = {
  '●': '•',
  '■': '•',
  '▪': '•',
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2011': '-',
  '\u2212': '-',
};

const drawable = (char: string) => {
  const code = char.codePointAt(0)!;
  return char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** Text the standard fonts can draw: known look-alikes substituted, accents kept where possible, the rest as "?". */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (drawable(char)) out += char;
    else if (SUBSTITUTES[char]) out += SUBSTITUTES[char];
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every(drawable) ? base : '?';
    }
  }
  return out;
}

export interface PdfOptions {
  title: string;
  /** Printed at the foot of every page, left of the page number. */
  footer: string;
}

/** A new document; write to it, then call `finishPdf` (it is a Readable stream of the PDF bytes). */
export function createPdf({ title }: PdfOptions): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    info: { Title: pdfText(title), Author: 'Lexa', Creator: 'Lexa' },
  });
}

/** Footers and page numbers on every page, then the end of the document. */
export function finishPdf(document: PDFKit.PDFDocument, { footer }: PdfOptions): PDFKit.PDFDocument {
  const { start, count } = document.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    document.switchToPage(index);
    const { margins, width, height } = document.page;
    // Writing inside the bottom margin would start a new page; lift the margin while the footer is drawn.
    const bottom = margins.bottom;
    margins.bottom = 0;
    const y = height - bottom + 28;
    document.font('Helvetica').fontSize(8).fillColor(PDF_COLORS.muted);
    document.text(pdfText(footer), margins.left, y, {
      width: width - margins.left - margins.right - 60,
      lineBreak: false,
    });
    document.text(`Page ${index - start + 1} of ${count}`, width - margins.right - 60, y, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }
  document.end();
  return document;
}

/** Room a heading needs below it for a few lines of its section; with less, it starts the next page. */
const KEEP_WITH_NEXT = 72;

export function heading(document: PDFKit.PDFDocument, text: string, size = 13): void {
  if (document.y + KEEP_WITH_NEXT > document.page.height - document.page.margins.bottom) document.addPage();
  document.moveDown(0.8).font('Helvetica-Bold').fontSize(size).fillColor(PDF_COLORS.text).text(pdfText(text));
  document.moveDown(0.3);
}

export function paragraph(document: PDFKit.PDFDocument, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  document
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(PDF_COLORS.text)
    .text(pdfText(text), { align: 'left', lineGap: 2, ...options });
  document.moveDown(0.5);
}

/** A file name for a download: the title without characters file systems refuse, never empty. */
export function downloadName(title: string, extension: string): string {
  const base =
    title
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'document';
  return `${base}.${extension}`;
}
