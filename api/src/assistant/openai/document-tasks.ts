import { z } from 'zod';
import { CHECKLIST_STATUSES, RISK_LEVELS, type DocumentReviewReport, type DraftSection } from '@lexa/common';
import { formatOutline, MAX_HEADING, sameOutline } from '../outline';
import { clipAtWord } from '../offline/text';
import type { DraftRequest, OutlineRequest } from '../provider';
import type { TaskContext } from '../settings';

/**
 * The document tasks on the Responses API: each one instructions, a strict JSON schema generated from the zod schema
 * that also validates the answer, and a reader that checks what the model said against what we know (a quoted snippet
 * must be in the document; a draft must keep the client's headings). A reader throws when the answer does not fit;
 * the provider then falls back to the offline task.
 */

export interface DocumentTask<T> {
  name: string;
  /** Whose active system prompt leads the instructions. */
  usageContext: TaskContext;
  instructions: string;
  format: { type: 'json_schema'; name: string; strict: true; schema: Record<string, unknown> };
  read(output: unknown): T;
}

/** Documents beyond this go to the model clipped; the offline checklist reads more. */
const MAX_DOCUMENT_CHARS = 60_000;

const nonBlank = z.string().refine((value) => value.trim().length > 0, 'must not be blank');
const notEmpty = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((items) => items.length > 0, 'must not be empty');

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

const format = (name: string, schema: z.ZodType) => ({
  type: 'json_schema' as const,
  name,
  strict: true as const,
  schema: jsonSchema(schema),
});

const clip = (text: string, max: number) => clipAtWord(text.trim(), max);
/** Whitespace and case do not decide whether a quote is in the document. */
const comparable = (text: string) =>
  text
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .trim()
    .toLowerCase();
const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'item';

/* ---------- review ---------- */

const reviewSchema = z.strictObject({
  documentType: nonBlank,
  summary: nonBlank,
  riskLevel: z.enum(RISK_LEVELS),
  items: notEmpty(
    z.strictObject({
      key: nonBlank,
      clause: nonBlank,
      status: z.enum(CHECKLIST_STATUSES),
      snippet: z.string().nullable(),
      finding: nonBlank,
      recommendation: nonBlank,
    }),
  ),
  recommendations: z.array(nonBlank),
});

const REVIEW_INSTRUCTIONS = `You review a legal document for a client of a legal-services provider. Return JSON only, matching the schema.
Go clause by clause through this checklist, one item each: parties; effective date and other dates; term and termination; payment terms; limitation of liability; indemnity; confidentiality; intellectual property (ownership and licence); governing law; dispute resolution; signatures and execution blocks. Leave out a checklist item that does not apply to this kind of document unless the document has it. Then add one item for each risky clause you find, such as unlimited liability, automatic renewal, one-sided changes to the terms, a broad non-compete, one-sided termination, penalties or waivers of rights.
For each item: key (a short kebab-case id such as "liability-cap"), clause (its name), status ("found", "missing" or "risk"), snippet (the exact words of the document the finding rests on, copied verbatim, at most 300 characters; null when nothing was found), finding (one or two sentences), recommendation (one concrete action for the client).
documentType: what the document is, e.g. "Non-disclosure agreement". summary: three to six sentences: what the document is and between whom, the main gaps and risks, and what the client asked about if they gave instructions. riskLevel: low, medium or high. recommendations: the most important actions, most urgent first, at most eight.
Put the items the client's instructions are about first. Never quote words that are not in the document and never invent facts. This is general information, not legal advice.`;

export function reviewTask(text: string): DocumentTask<DocumentReviewReport> {
  const document = comparable(text);
  return {
    name: 'document_review',
    usageContext: 'document_review',
    instructions: REVIEW_INSTRUCTIONS,
    format: format('document_review', reviewSchema),
    read(output) {
      const review = reviewSchema.parse(output);
      return {
        documentType: clip(review.documentType, 120),
        summary: clip(review.summary, 4000),
        riskLevel: review.riskLevel,
        items: review.items.slice(0, 40).map((item) => {
          const snippet = item.snippet?.trim().replace(/^["“]|["”]$/g, '') ?? '';
          return {
            key: kebab(item.key),
            clause: clip(item.clause, 120),
            status: item.status,
            // A quote the document does not contain is dropped rather than shown as the client's text.
            snippet: snippet && document.includes(comparable(snippet)) ? clip(snippet, 500) : null,
            finding: clip(item.finding, 1000),
            recommendation: clip(item.recommendation, 1000),
          };
        }),
        recommendations: review.recommendations.slice(0, 10).map((recommendation) => clip(recommendation, 1000)),
        reviewer: 'openai',
      };
    },
  };
}

export const reviewInput = (text: string, instructions: string) =>
  `Client's instructions: ${instructions.trim() || '(none)'}\n\n--- Document ---\n${clip(text, MAX_DOCUMENT_CHARS)}`;

/* ---------- outline ---------- */

const outlineSchema = z.strictObject({
  sections: notEmpty(z.strictObject({ heading: nonBlank, notes: z.array(z.string()) })),
});

const VARIANT_HINTS = [
  'a standard structure with the usual sections for this kind of document',
  'a comprehensive structure that adds the optional protective sections',
  'a concise structure with only the essential sections and one section for general provisions',
];

const OUTLINE_INSTRUCTIONS = `You prepare the outline of a legal document that a legal-services provider will draft for its client. Return JSON only, matching the schema.
sections: the document's sections in order, usually six to sixteen. heading: a short Title Case heading without a number (for example "Term and Termination"). notes: one to three short notes on what the section will say, using the facts of the client's description (parties, amounts, dates, places) and nothing invented.`;

export function outlineTask(request: OutlineRequest): DocumentTask<string> {
  return {
    name: 'document_outline',
    usageContext: 'drafting',
    instructions: OUTLINE_INSTRUCTIONS,
    format: format('document_outline', outlineSchema),
    read(output) {
      const sections = outlineSchema
        .parse(output)
        .sections.map((section) => ({
          heading: clip(section.heading.replace(/^\s*\d+[.)]\s*/, '').replace(/\s+/g, ' '), MAX_HEADING),
          notes: section.notes.map((note) => clip(note.replace(/\s+/g, ' '), 500)).filter(Boolean),
        }))
        .filter((section) => section.heading);
      if (sections.length < 3) throw new Error('The outline has fewer than three sections');
      const outline = formatOutline(sections);
      if (request.previous && sameOutline(outline, request.previous))
        throw new Error('The regenerated outline is the same as the previous one');
      return outline;
    },
  };
}

export function outlineInput({ title, description, variant, previous }: OutlineRequest): string {
  const lines = [
    `Title: ${title}`,
    `Description: ${description}`,
    `Use ${VARIANT_HINTS[variant % VARIANT_HINTS.length]}.`,
  ];
  if (previous)
    lines.push(
      `The client asked for a different outline than this one; propose a clearly different structure:\n${previous}`,
    );
  return lines.join('\n\n');
}

/* ---------- draft ---------- */

const draftSchema = z.strictObject({
  sections: notEmpty(z.strictObject({ heading: z.string(), body: nonBlank })),
});

const DRAFT_INSTRUCTIONS = `You draft a legal document for a client of a legal-services provider from the outline the client approved. Return JSON only, matching the schema.
sections: exactly one section per outline section, in the same order, each with the outline's heading unchanged (without its number) and a body of complete, formal clauses in plain text (no Markdown), paragraphs separated by a blank line. Follow the notes under each heading. Use the facts of the description; where a fact is unknown (a name, an amount, a date, an address), write a placeholder in square brackets such as [Effective Date]. Keep the drafting balanced and enforceable in general terms; do not add sections.`;

export function draftTask(request: DraftRequest): DocumentTask<DraftSection[]> {
  return {
    name: 'document_draft',
    usageContext: 'drafting',
    instructions: DRAFT_INSTRUCTIONS,
    format: format('document_draft', draftSchema),
    read(output) {
      const { sections } = draftSchema.parse(output);
      if (sections.length !== request.sections.length)
        throw new Error(`The draft has ${sections.length} sections for ${request.sections.length} in the outline`);
      // The client's headings are kept as they wrote them, whatever the model returned.
      return request.sections.map((section, index) => ({
        heading: section.heading,
        body: clip(sections[index]!.body, 20_000),
      }));
    },
  };
}

export const draftInput = ({ title, description, sections }: DraftRequest) =>
  [`Title: ${title}`, `Description: ${description}`, `Approved outline:\n${formatOutline(sections)}`].join('\n\n');
