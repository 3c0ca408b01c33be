import { CATEGORIES, type Category } from '@lexa/common';
import type { LegalNeedAnalysis } from '../provider';
import { clipAtWord, keywordPattern, normalize } from './text';
import { detectTopics, type TopicMatch } from './topics';

/**
 * The wizard's analysis without a model: a keyword classifier into the nine categories, a clean title and the
 * client's description tidied.
 */

/** Matters outside every topic guide that still have an obvious category ("Other" is a real answer). */
const OTHER_MATTERS = [
  'divorce',
  'custody',
  'child support',
  'alimony',
  'will',
  'estate plan*',
  'probate',
  'inheritance',
  'trust fund',
  'criminal',
  'arrested',
  'dui',
  'speeding ticket',
  'traffic ticket',
  'personal injury',
  'car accident',
  'medical malpractice',
  'bankruptcy',
  'name change',
  'power of attorney',
].map(keywordPattern);
/** Each of those terms settles the matter more firmly than a single topic keyword (a hearing in a DUI case is not litigation support). */
const OTHER_WEIGHT = 4;

/** Sums the evidence per category, so two topics of one category (trademarks and copyright) reinforce each other. */
function classify(input: string, evidence: TopicMatch[]): Category {
  const scores = new Map<Category, number>();
  for (const { guide, score } of evidence) scores.set(guide.category, (scores.get(guide.category) ?? 0) + score);
  const text = normalize(input);
  const other = OTHER_MATTERS.filter((pattern) => pattern.test(text)).length * OTHER_WEIGHT;
  if (other) scores.set('Other', (scores.get('Other') ?? 0) + other);
  let best: Category = 'Other';
  let bestScore = 0;
  // CATEGORIES order breaks ties, so the result never depends on Map insertion order.
  for (const category of CATEGORIES) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}

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

function cleanTitle(input: string, category: Category): string {
  const firstSentence =
    input
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? '';
  let text = firstSentence
    .replace(LEAD_IN, '')
    .replace(/[.!?]+$/, '')
    .replace(/^(?:a|an|the)\s+/i, '')
    .trim();
  if (text.length > MAX_TITLE) {
    // Prefer ending at a clause boundary ("..., and ...") over cutting a clause in half.
    const boundaries = [...text.slice(0, MAX_TITLE + 1).matchAll(CLAUSE_BOUNDARY)]
      .map((match) => match.index)
      .filter((index) => index >= 20);
    text = boundaries.length ? text.slice(0, boundaries.at(-1)) : clipAtWord(text, MAX_TITLE);
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
 * The client's own words, tidied, and nothing else: no instructions to the client (they would be submitted as part
 * of their request) and no cut (the wizard shows the length and asks the client to shorten it if need be).
 */
const describe = (input: string, category: Category): string => tidy(input) || `${category} matter.`;

export function analyzeLegalNeedOffline(input: string): LegalNeedAnalysis {
  const { evidence } = detectTopics(input);
  const suggestedCategory = classify(input, evidence);
  return {
    suggestedTitle: cleanTitle(input, suggestedCategory),
    suggestedCategory,
    enhancedDescription: describe(input, suggestedCategory),
  };
}
