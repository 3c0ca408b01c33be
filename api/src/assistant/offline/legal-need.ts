import { CATEGORIES, type Category } from '@lexa/common';
import type { LegalNeedAnalysis } from '../provider';
import { clipAtWord, joinList, keywordPattern, normalize } from './text';
import type { TopicGuide } from './topic-guides';
import { detectTopics, type TopicMatch } from './topics';

/**
 * The wizard's analysis without a model: a keyword classifier into the nine categories, a clean title and a
 * tidied description that says what to add.
 */

/** Matters outside every topic guide that still have an obvious category ("Other" is a real answer). */
const OTHER_MATTERS = [
  'divorce', 'custody', 'child support', 'alimony', 'will', 'estate plan*', 'probate', 'inheritance', 'trust fund',
  'criminal', 'arrested', 'dui', 'speeding ticket', 'traffic ticket', 'personal injury', 'car accident', 'medical malpractice',
  'bankruptcy', 'name change', 'power of attorney',
].map(keywordPattern);

function classify(input: string, topics: TopicMatch[]): Category {
  const scores = new Map<Category, number>();
  for (const { guide, score } of topics) scores.set(guide.category, (scores.get(guide.category) ?? 0) + score);
  const text = normalize(input);
  const other = OTHER_MATTERS.filter((pattern) => pattern.test(text)).length * 3;
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
  /^(?:(?:hi|hello|hey|dear \w+|good (?:morning|afternoon|evening))[,!.\s]+)?(?:so,?\s+)?(?:(?:i|we)(?:'m| am|'re| are)? (?:need(?:ing)?|want(?:ing)?|would like|'d like|am looking|are looking|looking|have|got|require)(?: for)?(?: to)?(?: get| have| find)?(?: some)?(?: (?:legal )?help| (?:legal )?advice| assistance| a lawyer| an attorney)?(?: with| on| regarding| about| for)?\s+|(?:can|could|would) (?:you|someone|somebody|i get someone to) (?:please )?(?:help(?: me)?(?: with| to)?|assist(?: me)?(?: with)?)\s+|(?:please\s+)?help(?: me)?(?: with| to)?\s+|(?:i have|there is|i've got) (?:a |an )?(?:question|issue|problem|situation|matter)(?: about| regarding| with| concerning)?\s+)+/i;

/** Words a title should not end on: articles, prepositions, conjunctions and fillers. */
const TRAILING_FILLER = /[\s,;:–—-]+(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|about|my|our|your|their|this|that|which|who|is|are|was|be|it|so|as|i|we|me|some|any|please|etc)$/i;

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'of', 'to', 'for', 'with', 'in', 'on', 'at', 'by', 'from', 'vs', 'via', 'per']);

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

function cleanTitle(input: string, category: Category): string {
  const firstSentence = input.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s/)[0] ?? '';
  let text = firstSentence.replace(LEAD_IN, '').replace(/[.!?]+$/, '').replace(/^(?:a|an|the|my|our)\s+/i, '').trim();
  text = clipAtWord(text, MAX_TITLE);
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(TRAILING_FILLER, '').replace(/[\s,;:–—(-]+$/, '');
  }
  if (text.split(' ').length < 2) return category === 'Other' ? 'Legal Help Request' : `${category} Request`;
  return titleCase(text);
}

/** Sentences start with a capital and end with punctuation; "i" is "I"; whitespace is single. */
function tidy(input: string): string {
  const text = input
    .replace(/\s+/g, ' ')
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ve|d|ll)\b/gi, "I'$1")
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([.!?])\s+([a-z])/g, (_match, stop: string, letter: string) => `${stop} ${letter.toUpperCase()}`)
    .trim();
  if (!text) return '';
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** The wizard's description field holds at most 1000 characters (public spec §2). */
export const MAX_DESCRIPTION = 1000;

function enhance(input: string, category: Category, guide: TopicGuide | undefined): string {
  const body = tidy(input) || `${category} matter.`;
  const include = guide
    ? `To help the team prepare, please attach ${joinList(guide.documents.slice(0, 3))} if you have them, and answer: ${guide.questions[0]}`
    : 'To help the team prepare, please add who else is involved, the key dates or deadlines, the country or state concerned, and any documents you already have.';
  const room = MAX_DESCRIPTION - include.length - 1;
  const trimmed = body.length > room ? `${clipAtWord(body, room - 1)}…` : body;
  return `${trimmed} ${include}`;
}

export function analyzeLegalNeedOffline(input: string): LegalNeedAnalysis {
  const { topics } = detectTopics(input);
  const suggestedCategory = classify(input, topics);
  return {
    suggestedTitle: cleanTitle(input, suggestedCategory),
    suggestedCategory,
    enhancedDescription: enhance(input, suggestedCategory, topics[0]?.guide),
  };
}
