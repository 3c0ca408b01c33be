import type { Category } from '@lexa/common';
import type { LegalNeedAnalysis } from '../provider';
import { classifyLegalNeed, type Classification } from './classify';
import { detectCrisis, emergencyHelp, SAFETY_LEAD } from './crisis';
import { urgencyOf } from './urgency';
import { clipAtWord } from './text';

/**
 * The wizard's analysis without a model: a keyword classifier into the nine categories, a clean title and the
 * client's description tidied.
 */

export const MAX_TITLE = 60;

/** Openings that say nothing about the matter itself. */
const LEAD_IN =
  /^(?:(?:hi|hello|hey|dear \w+|good (?:morning|afternoon|evening))[,!.\s]+)?(?:so,?\s+)?(?:(?:i|we)(?:'m| am|'re| are)? (?:need(?:ing)?|want(?:ing)?|would like|'d like|am looking|are looking|looking|have|got|require)(?: for)?(?: to)?(?: get| have| find)?(?: some)?(?: (?:legal )?help| (?:legal )?advice| assistance| a lawyer| an attorney)?(?: with| on| regarding| about| for)?\s+|(?:can|could|would) (?:you|someone|somebody|a lawyer|an attorney) (?:please )?(?:help(?: me)?(?: with| to)?\s+|assist(?: me)?(?: with)?\s+)?|(?:please\s+)?help(?: me)?(?: with| to)?\s+|(?:i have|there is|i've got) (?:a |an )?(?:question|issue|problem|situation|matter)(?: about| regarding| with| concerning)?\s+)+/i;

/** Words a title should not end on: articles, prepositions, conjunctions and fillers. */
const TRAILING_FILLER =
  /[\s,;:–—-]+(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|about|my|our|your|their|this|that|which|who|is|are|was|be|it|so|as|i|we|me|some|any|please|etc)$/i;

const CLAUSE_BOUNDARY = /,\s|\s(?:and|but|because|so|which|who)\s/gi;

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'of',
  'to',
  'for',
  'with',
  'in',
  'on',
  'at',
  'by',
  'from',
  'vs',
  'via',
  'per',
]);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      // Acronyms and mixed-case names (NDA, LLC, GmbH, iPhone) keep their spelling.
      if (/[A-Z].*[A-Z]|[a-z][A-Z]/.test(word) || /\d/.test(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** Words no sentence ends on: a description that does was cut off mid-thought. */
const DANGLING = /[\s,;:–—-]+(?:a|an|the|and|or|but|my|our|your|their)$/i;

/** Drops `filler` words and punctuation at the end ("... for the new office and the"). */
function withoutTrailingFiller(input: string, filler: RegExp): string {
  let text = input;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(filler, '').replace(/[\s,;:–—(-]+$/, '');
  }
  return text;
}

/** Forum tags and openers that say nothing about the matter: "[TX]", "Update:", "TL;DR", "Throwaway.", "So now". */
const POST_TAGS =
  /^(?:\s*(?:\[[^\]]{1,20}\]|(?:update|edit|tl;? ?dr|throwaway(?: account)?|long[- ]time lurker|first[- ]time poster|question|quick question)\b\s*[:.!,-]*|(?:but|and|so|now|anyway|ok|okay)\b[,\s]+))+\s*/i;

/**
 * The part of a post the title is taken from: the TL;DR when there is one, else the last paragraph of a long post
 * (where people put the question after the backstory), else the post.
 */
function titleSource(input: string): string {
  const summary = /\btl;? ?dr\b[:\s-]*([^\n]{12,})/i.exec(input)?.[1];
  const paragraphs = input.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  const source = summary ?? (paragraphs.length > 1 ? paragraphs.at(-1)! : input);
  return source.replace(POST_TAGS, '');
}

function cleanTitle(input: string, category: Category, max = MAX_TITLE): string {
  const firstSentence =
    titleSource(input)
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? '';
  let text = firstSentence
    .replace(LEAD_IN, '')
    .replace(/[.!?]+$/, '')
    .replace(/^(?:a|an|the)\s+/i, '')
    .trim();
  if (text.length > max) {
    // Prefer ending at a clause boundary ("..., and ...") over cutting a clause in half.
    const boundaries = [...text.slice(0, max + 1).matchAll(CLAUSE_BOUNDARY)]
      .map((match) => match.index)
      .filter((index) => index >= 20);
    text = boundaries.length ? text.slice(0, boundaries.at(-1)) : clipAtWord(text, max);
  }
  text = withoutTrailingFiller(text, TRAILING_FILLER);
  if (text.split(' ').length < 2) return category === 'Other' ? 'Legal Help Request' : `${category} Request`;
  return titleCase(text);
}

const GREETING = /^(?:hi|hello|hey|dear [^,]{1,40}|good (?:morning|afternoon|evening))[,!.]*\s+/i;

/** Greetings go; sentences start with a capital and end with punctuation; "i" is "I"; whitespace is single. */
function tidy(input: string): string {
  const text = withoutTrailingFiller(input.replace(/\s+/g, ' ').trim().replace(GREETING, ''), DANGLING)
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ve|d|ll)\b/gi, "I'$1")
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([.!?])\s+([a-z])/g, (_match, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`)
    .trim();
  if (!text) return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The client's own words, tidied, and no instructions to the client (they would be submitted as part of their
 * request) and no cut (the wizard shows the length and asks the client to shorten it if need be). Only what staff
 * must see first is added: the area of a personal matter filed under Other, and a danger-to-life alert in front.
 */
function describe(input: string, classification: Classification, alert: string): string {
  const { category, area } = classification;
  const lead = alert ? `${SAFETY_LEAD}${alert} ` : '';
  const body = tidy(input) || `${category} matter.`;
  const areaNote = category === 'Other' && area ? ` Area of law: ${area.label.toLowerCase()}.` : '';
  return `${lead}${body}${areaNote}`;
}

/** Personal matters the firm has no category for are filed under Other, with their area in front ("Family law: …"). */
function titleOf(input: string, classification: Classification): string {
  const { category, area } = classification;
  if (category !== 'Other' || !area) return cleanTitle(input, category);
  const prefix = `${area.label}: `;
  const title = cleanTitle(input, category, MAX_TITLE - prefix.length);
  return title === 'Legal Help Request' ? `${area.label} Matter` : `${prefix}${title}`;
}

export function analyzeLegalNeedOffline(input: string): LegalNeedAnalysis {
  const classification = classifyLegalNeed(input);
  const crisis = detectCrisis(input);
  const alert = crisis.length ? emergencyHelp(crisis) : '';
  const urgency = urgencyOf(input);
  return {
    suggestedTitle: titleOf(input, classification),
    suggestedCategory: classification.category,
    enhancedDescription: describe(input, classification, alert),
    suggestedPriority: crisis.length ? 'urgent' : urgency.priority,
    suggestedTimeline: crisis.length ? 'today' : urgency.timeline,
    confidence: classification.confidence,
    ...(alert ? { safetyAlert: alert } : {}),
    ...(classification.question ? { clarifyingQuestion: classification.question } : {}),
  };
}
