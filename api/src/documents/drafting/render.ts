import type { Readable } from 'node:stream';
import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import type { DraftSection } from '@lexa/common';
import { createPdf, finishPdf, heading, paragraph, PDF_COLORS, pdfText } from '../pdf';

/**
 * The three forms of a finished draft, all from the same sections: plain text (`finalDraft`), PDF and DOCX. Headings
 * are the outline's, numbered in order, so every form reads the same.
 */

const numberedHeading = (index: number, text: string) => `${index + 1}. ${text}`;

const paragraphsOf = (body: string) =>
  body
    .split(/\n{2,}/)
    .map((text) => text.trim())
    .filter(Boolean);

const DISCLAIMER =
  'Draft prepared with Lexa. Review it carefully, complete every [bracketed] placeholder and have an attorney check it before signing.';

export function draftText(title: string, sections: readonly DraftSection[]): string {
  return [
    title,
    ...sections.map((section, index) => `${numberedHeading(index, section.heading)}\n\n${section.body}`),
  ].join('\n\n');
}

/** The PDF, as its byte stream. */
export function renderDraftPdf(title: string, sections: readonly DraftSection[]): Readable {
  const options = { title, footer: 'Draft prepared with Lexa. Not legal advice.' };
  const document = createPdf(options);
  document.font('Helvetica-Bold').fontSize(18).fillColor(PDF_COLORS.text).text(pdfText(title), { align: 'center' });
  document.moveDown(0.3);
  document
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(PDF_COLORS.muted)
    .text(pdfText(DISCLAIMER), { align: 'center' });
  document.moveDown(0.6);
  sections.forEach((section, index) => {
    heading(document, numberedHeading(index, section.heading), 12);
    for (const text of paragraphsOf(section.body)) paragraph(document, text, { align: 'justify' });
  });
  return finishPdf(document, options);
}

/** The DOCX, built in memory (the docx package packs the whole zip at once; a draft is small). */
export function renderDraftDocx(title: string, sections: readonly DraftSection[]): Promise<Buffer> {
  const body = (text: string) =>
    new Paragraph({
      spacing: { after: 160 },
      alignment: AlignmentType.JUSTIFIED,
      // Lines inside a paragraph (signature blocks) stay on their own lines.
      children: text.split('\n').map((line, index) => new TextRun({ text: line, break: index ? 1 : 0 })),
    });
  const document = new Document({
    creator: 'Lexa',
    title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ text: 'Draft prepared with Lexa. Not legal advice. Page ', size: 16 }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 16 }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            children: [new TextRun(title)],
          }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: DISCLAIMER, italics: true, size: 18 })],
          }),
          ...sections.flatMap((section, index) => [
            new Paragraph({
              heading: HeadingLevel.HEADING_1,
              spacing: { before: 240, after: 120 },
              children: [new TextRun(numberedHeading(index, section.heading))],
            }),
            ...paragraphsOf(section.body).map(body),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
