import type { DraftSection } from '@lexa/common';
import { formatOutline, sameOutline } from '../../outline';
import type { DraftRequest, OutlineRequest, OutlineSection } from '../../provider';
import { contentTokens, normalize } from '../text';
import { asSentence, draftContext, type DraftContext } from './context';
import {
  GENERAL_PROVISIONS,
  GENERAL_TEMPLATE,
  SHARED_CLAUSES,
  TEMPLATES,
  type DocumentTemplate,
  type SectionTemplate,
  type Tier,
} from './templates';

/**
 * Drafting without a model: the template that fits the brief, an outline in one of three variants, and on
 * completion one drafted section per outline section, under the client's own headings and in their order.
 */

/** The template whose keywords the title and description use most (the title counts double); the general one otherwise. */
export function chooseTemplate(title: string, description: string): DocumentTemplate {
  let best: { template: DocumentTemplate; score: number } | null = null;
  for (const template of TEMPLATES) {
    const score = template.keywords.reduce(
      (sum, keyword) => sum + (keyword.test(title) ? 2 : 0) + (keyword.test(description) ? 1 : 0),
      0,
    );
    if (score && (!best || score > best.score)) best = { template, score };
  }
  return best?.template ?? GENERAL_TEMPLATE;
}

const has = (tiers: Tier[]) => (section: SectionTemplate) => tiers.includes(section.tier);

/** Standard, comprehensive, concise: each a different selection of the template's sections. */
const VARIANTS: ((template: DocumentTemplate) => SectionTemplate[])[] = [
  (template) => template.sections.filter(has(['core', 'standard', 'boilerplate'])),
  (template) => template.sections,
  (template) => {
    const core = template.sections.filter(has(['core']));
    if (!template.sections.some(has(['boilerplate']))) return core;
    // The merged boilerplate goes before the signatures, which close the document.
    return [...core.slice(0, -1), GENERAL_PROVISIONS, ...core.slice(-1)];
  },
];

const outlineOf = (sections: SectionTemplate[], ctx: DraftContext): OutlineSection[] =>
  sections.map((section) => ({ heading: section.heading, notes: section.notes(ctx) }));

export function outlineDocumentOffline({ title, description, variant, previous }: OutlineRequest): string {
  const template = chooseTemplate(title, description);
  const ctx = draftContext(title, description, template.roles);
  let outline = '';
  for (let step = 0; step < VARIANTS.length; step += 1) {
    outline = formatOutline(outlineOf(VARIANTS[(variant + step) % VARIANTS.length]!(template), ctx));
    if (!previous || !sameOutline(outline, previous)) return outline;
  }
  return outline;
}

const words = (text: string) => contentTokens(text);
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((word) => b.has(word)).length;

/**
 * The clause a client's section stands for: the same heading, else the same notes (a renamed section), else a heading
 * the clause answers to, preferring the clause whose own heading shares most words with it.
 */
function clauseFor(
  section: OutlineSection,
  pool: readonly SectionTemplate[],
  ctx: DraftContext,
): SectionTemplate | undefined {
  const heading = normalize(section.heading);
  const exact = pool.find((candidate) => normalize(candidate.heading) === heading);
  if (exact) return exact;
  if (section.notes.length) {
    const notes = section.notes.map(normalize).join('\n');
    const renamed = pool.find((candidate) => candidate.notes(ctx).map(normalize).join('\n') === notes);
    if (renamed) return renamed;
  }
  const headingWords = words(section.heading);
  let best: { clause: SectionTemplate; score: number } | undefined;
  for (const candidate of pool) {
    if (!candidate.match.test(section.heading)) continue;
    const score = overlap(headingWords, words(candidate.heading));
    if (!best || score > best.score) best = { clause: candidate, score };
  }
  return best?.clause;
}

/** A heading inside a sentence: capitalised words in lower case, acronyms and names with inner capitals kept. */
const lower = (heading: string) => heading.replace(/\b[A-Z][a-z'’]*\b/g, (word) => word.toLowerCase());

/** The client's own notes, beyond the ones the template wrote, become terms of the section. */
function additions(
  section: OutlineSection,
  clause: SectionTemplate,
  ctx: DraftContext,
  template: DocumentTemplate,
): string[] {
  const defaults = new Set(clause.notes(ctx).map(normalize));
  const extra = section.notes.filter((note) => !defaults.has(normalize(note)));
  if (!extra.length) return [];
  const lead = template.kind === 'agreement' ? 'The Parties further agree as follows:' : 'In addition:';
  return [`${lead} ${extra.map(asSentence).join(' ')}`];
}

/** A section no template knows: a reasoned paragraph from its heading, its notes and the purpose of the document. */
function generalSection(section: OutlineSection, ctx: DraftContext, template: DocumentTemplate): string[] {
  const topic = lower(section.heading);
  const notes = section.notes.map(asSentence).join(' ');
  const missing =
    'the outline gave no detail for this section; complete the specific rights, obligations, amounts and dates before this document is used.';
  switch (template.kind) {
    case 'agreement':
      return [
        notes
          ? `With respect to ${topic}, the Parties agree as follows: ${notes}`
          : `This section sets out the Parties’ agreement on ${topic}, in support of the purpose of this Agreement: ${ctx.purpose}.`,
        `Each Party shall perform its obligations concerning ${topic} in good faith, promptly and in a manner consistent with the other provisions of this Agreement. Where this section is silent, the remaining provisions of this Agreement apply; where it conflicts with them, this section prevails as to ${topic} only.`,
        ...(notes ? [] : [`[Drafting note: ${missing}]`]),
      ];
    case 'letter':
      return [
        notes ? `Regarding ${topic}: ${notes}` : `Regarding ${topic}: [Add the details of ${topic} here.]`,
        ...(notes ? [] : [`[Drafting note: ${missing}]`]),
      ];
    case 'policy':
      return [
        notes
          ? `This section explains ${topic}. ${notes}`
          : `This section explains ${topic} as it applies to ${ctx.purpose}.`,
        `If you have questions about ${topic}, please contact us using the details in this document.`,
        ...(notes ? [] : [`[Drafting note: ${missing}]`]),
      ];
  }
}

export function draftDocumentOffline({ title, description, sections }: DraftRequest): DraftSection[] {
  const template = chooseTemplate(title, description);
  const ctx = draftContext(title, description, template.roles);
  // Sections the client added may match a neutral clause every agreement shares; letters and policies keep their own voice.
  const pool = template.kind === 'agreement' ? [...template.sections, ...SHARED_CLAUSES] : template.sections;
  return sections.map((section) => {
    const clause = clauseFor(section, pool, ctx);
    const paragraphs = clause
      ? [...clause.body(ctx), ...additions(section, clause, ctx, template)]
      : generalSection(section, ctx, template);
    return { heading: section.heading, body: paragraphs.join('\n\n') };
  });
}
