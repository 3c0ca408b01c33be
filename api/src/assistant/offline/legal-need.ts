import type { Category } from '@lexa/common';
import type { LegalNeedAnalysis } from '../provider';
import { areaGuideFor, issueOf } from './area-guides';
import { classifyLegalNeed, type Classification } from './classify';
import { detectCrisis, emergencyHelp, SAFETY_LEAD } from './crisis';
import { firstPlaceNamed, placeName } from './jurisdictions';
import { urgencyOf } from './urgency';
import { clipAtWord, normalize } from './text';

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

/**
 * Acronyms lay writers type in lower case ("got a dui"), which a title spells as the law does. Acronyms that are also
 * words or names ("ice", "ada", "snap", "ira") are not here: they keep the writer's casing.
 */
const ACRONYMS = new Set(
  (
    'dui dwi owi ovi llc llp pllc irs hoa dmv daca ssdi ssi iep fmla cps hipaa eeoc nda osha uscis tps pto cdl ' +
    'cpa gdpr ccpa dba ein itin 401k'
  ).split(' '),
);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower.replace(/[^a-z0-9]/g, ''))) return word.toUpperCase();
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

/** "Title: …", "Subject: …": a headline the writer labelled. */
const HEADLINE_LABEL = /^\s*(?:title|subject|re)\s*:\s*/i;
/** A first line that is the start of the story, not a headline: a greeting or "asking for my sister". */
const NOT_A_HEADLINE = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|asking for|so |ok |okay )/i;
/**
 * The part of a post the title is taken from: the TL;DR when there is one, else the last paragraph of a long post
 * (where people put the question after the backstory), else the post.
 */
function titleSource(input: string): string {
  const summary = /\btl;? ?dr\b[:\s-]*([^\n]{12,})/i.exec(input)?.[1];
  // An opening line such as "asking for my sister" is said before the matter, not of it.
  const lines = input.trim().split('\n');
  const story = lines.length > 1 && NOT_A_HEADLINE.test(lines[0]!) ? lines.slice(1).join('\n') : input;
  const paragraphs = story.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  const source = summary ?? (paragraphs.length > 1 ? paragraphs.at(-1)! : story);
  return source.replace(POST_TAGS, '');
}

/** How long a body must be, against its first line, for that line to be the post's headline. */
const BODY_OVER_HEADLINE = 2;

/**
 * A forum post's own headline: a short first line, one sentence, over a longer body ("Title: …" or the line a forum
 * puts above the story). It is the writer's own summary, the best title there is.
 */
function headlineOf(input: string): string | undefined {
  const [first = '', ...rest] = input.trim().split('\n');
  const labelled = HEADLINE_LABEL.test(first);
  const line = first.replace(HEADLINE_LABEL, '').replace(POST_TAGS, '').trim();
  const body = rest.join(' ').trim();
  if (line.split(/\s+/).length < 3 || body.length < BODY_OVER_HEADLINE * line.length) return undefined;
  if (labelled) return line;
  const oneSentence = line.length <= 110 && !/[.!?]\s+\S/.test(line) && !/[.,;:]$/.test(line);
  return oneSentence && !NOT_A_HEADLINE.test(line) ? line : undefined;
}

/** A long post past this length, with no headline, is titled by its issue: its sentences are the story's. */
const LONG_POST = 300;

/**
 * A long post's title from what the answer reads in it: its area, concrete issue and place ("Housing: Security
 * Deposit in Ohio"). Undefined when the area has no issue the post names.
 */
function issueTitle(input: string, classification: Classification, max: number): string | undefined {
  const guide = classification.area && areaGuideFor(classification.area.id);
  const issue = guide && issueOf(guide, normalize(input));
  if (!issue) return undefined;
  const title = `${classification.area!.label}: ${titleCase(issue.label.replace(/^(?:a|an|the) /i, ''))}`;
  const place = firstPlaceNamed(input);
  const placed = place ? `${title} in ${placeName(place)}` : title;
  return placed.length <= max ? placed : title.length <= max ? title : undefined;
}

/** One line of a post made a title: lead-ins, tags and end punctuation off, clipped at a clause, in Title Case. */
function cleanTitle(source: string, category: Category, max = MAX_TITLE): string {
  const firstSentence =
    source
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?])\s/)[0] ?? '';
  let text = firstSentence
    .replace(LEAD_IN, '')
    .replace(/[.!?]+$/, '')
    .replace(/^(?:a|an|the)\s+/i, '')
    .trim();
  // A headline shouted in capitals reads as one in Title Case.
  if (!/[a-z]/.test(text)) text = text.toLowerCase();
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

/**
 * The request's title: the post's own headline, else for a long post its issue, else its asking sentence. Personal
 * matters the firm has no category for are filed under Other, with their area in front ("Family law: …").
 */
function titleOf(input: string, classification: Classification): string {
  const { category, area } = classification;
  const prefix = category === 'Other' && area ? `${area.label}: ` : '';
  const headline = headlineOf(input);
  if (!headline && input.length > LONG_POST) {
    const byIssue = issueTitle(input, classification, MAX_TITLE);
    if (byIssue) return byIssue;
  }
  const title = cleanTitle(headline ?? titleSource(input), category, MAX_TITLE - prefix.length);
  if (!prefix) return title;
  return title === 'Legal Help Request' ? `${area!.label} Matter` : `${prefix}${title}`;
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
