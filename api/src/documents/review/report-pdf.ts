import type { Readable } from 'node:stream';
import type { ChecklistStatus, DocumentReviewReport, RiskLevel } from '@lexa/common';
import { createPdf, finishPdf, heading, paragraph, pdfText, PDF_COLORS } from '../pdf';

export interface ReviewReportInput {
  originalFilename: string;
  reviewedAt: Date;
  instructions: string;
  report: DocumentReviewReport;
}

const RISK_COLORS: Record<RiskLevel, string> = { low: '#1e7b34', medium: '#b7791f', high: '#c53030' };
const STATUS_LABELS: Record<ChecklistStatus, string> = { found: 'Found', missing: 'Missing', risk: 'Risk' };
const STATUS_COLORS: Record<ChecklistStatus, string> = { found: '#1e7b34', missing: '#b7791f', risk: '#c53030' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const FOOTER = 'Automated document review by Lexa. General information, not legal advice.';

/**
 * The PDF report of a finished review: title, file name, date, document type, risk level, summary, the checklist as a
 * table (clause, status, finding and recommendation, quoted text), and the recommendations. Returned as the PDF's
 * byte stream, so it can be piped straight into the file store.
 */
export function renderReviewReport({
  originalFilename,
  reviewedAt,
  instructions,
  report,
}: ReviewReportInput): Readable {
  const options = { title: `Document Review Report: ${originalFilename}`, footer: FOOTER };
  const document = createPdf(options);

  document.font('Helvetica-Bold').fontSize(20).fillColor(PDF_COLORS.text).text('Document Review Report');
  document.moveDown(0.4);
  const meta: [string, string][] = [
    ['Document', originalFilename],
    [
      'Reviewed',
      reviewedAt.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    ],
    ['Document type', report.documentType],
    ['Reviewed by', report.reviewer === 'openai' ? "Lexa's AI assistant" : "Lexa's automated clause checklist"],
  ];
  for (const [label, value] of meta) {
    document.font('Helvetica-Bold').fontSize(10).fillColor(PDF_COLORS.muted).text(`${label}: `, { continued: true });
    document.font('Helvetica').fillColor(PDF_COLORS.text).text(pdfText(value));
  }
  document.moveDown(0.4);
  document
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(RISK_COLORS[report.riskLevel])
    .text(`Overall risk: ${capitalised(report.riskLevel)}`);

  if (instructions.trim()) {
    heading(document, 'Your instructions');
    paragraph(document, instructions.trim(), { oblique: true });
  }

  heading(document, 'Summary');
  paragraph(document, report.summary);

  heading(document, 'Clause checklist');
  const header = ['Clause', 'Status', 'Finding and recommendation', 'Quoted from the document'].map((text) => ({
    text,
    font: { src: 'Helvetica-Bold' },
    backgroundColor: '#e4e7eb',
  }));
  const rows = report.items.map((item) => [
    { text: pdfText(item.clause), font: { src: 'Helvetica-Bold' } },
    {
      text: `${STATUS_LABELS[item.status]}${item.riskLevel ? `\n${capitalised(item.riskLevel)} risk` : ''}`,
      textColor: STATUS_COLORS[item.status],
      font: { src: 'Helvetica-Bold' },
    },
    pdfText(`${item.finding}\n\nRecommendation: ${item.recommendation}`),
    { text: item.snippet ? pdfText(`“${item.snippet}”`) : '—', textColor: PDF_COLORS.muted },
  ]);
  document.font('Helvetica').fontSize(8.5).fillColor(PDF_COLORS.text);
  document.table({
    columnStyles: [90, 48, '*', 150],
    defaultStyle: { padding: 4, border: 0.5, borderColor: PDF_COLORS.rule },
    data: [header, ...rows],
  });

  heading(document, 'Recommendations');
  report.recommendations.forEach((recommendation, index) =>
    paragraph(document, `${index + 1}. ${recommendation}`, { indent: 0 }),
  );

  paragraph(
    document,
    'This report was produced automatically from the text of the document. It is general information, not legal advice; an attorney should confirm it before you rely on it. Post a request in your dashboard for a full review by our legal team.',
    { oblique: true },
  );

  return finishPdf(document, options);
}
