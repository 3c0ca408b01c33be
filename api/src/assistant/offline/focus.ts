import { normalize } from './text';

/**
 * Where a lay post puts its weight. People tell the backstory first and ask last ("…long story… Can I stop paying
 * rent?"), sum it up in a TL;DR, or open with a headline ("Child support question."); they also say what a post is
 * not about ("this isn't about custody"). The classifier counts the question and the summary again, and drops the
 * denied subjects, so the main issue outweighs background mentions.
 */

/**
 * "not about custody", "nothing to do with my job", "not a tax question", "not the employer's fault": the subject
 * named is not the issue.
 */
const DENIED = [
  /(?:\bnot|n't|\bnever)\s+(?:about|asking about|asking for help with|related to|worried about|a question about)\s+[^.,;:!?\n]{1,40}/g,
  /\bnothing to do with\s+[^.,;:!?\n]{1,40}/g,
  /(?:\bnot|n't) (?:the|my|his|her|their|our) [^.,;:!?\n()]{1,25}?(?:'s)? fault\b/g,
  /(?:\bnot|n't) (?:an?|the) [^.,;:!?\n]{1,25}? (?:issue|question|matter|case|problem|thing)\b/g,
  // "Nobody was hurt", "no injuries": the injury named is the one that did not happen.
  /\b(?:(?:nobody|no one|no-one|none of us|neither of us) (?:was |were |got |is |has been )?(?:hurt|injured)|no(?: serious| real)? injur(?:y|ies)|(?:wasn't|weren't|was not|were not|isn't|is not) (?:hurt|injured))\b/g,
  // Hiring a lawyer is how the matter is handled, not what it is about (it is no job dispute).
  /\b(?:hire|hiring|hired)(?= (?:a|an|the|my|our) (?:\w+ )?(?:lawyer|attorney|counsel)s?\b)/g,
];

/** A sentence that asks: a question mark, or an opening that asks without one ("what now", "wondering if"). */
const ASKS =
  /\?|^(?:(?:so|and|but|basically|anyway|also)\s+)?(?:can|could|should|do|does|did|is|are|am|will|would|what|how|who|where|when|why|which|any)\b|\b(?:my question is|question is|i want to know|i'd like to know|wondering|what (?:are|is) my (?:rights|options)|what (?:can|should) (?:i|we) do|do (?:i|we) have a case|is (?:this|that|it) legal)\b/;

/** A summary or a headline: "TL;DR …", "Question:", or a short opening that names the subject ("FMLA question."). */
const SUMMARY = /\btl;? ?dr\b[:\s-]*([^\n]*)/;
const HEADLINE = /^[^.!?:\n]{3,40}?\b(?:question|issue|problem|help needed)\s*[.:!-]/;

/** The post with the subjects it denies blanked out (positions are kept, so nothing else moves). */
export function withoutDenials(text: string): string {
  return DENIED.reduce((result, pattern) => result.replace(pattern, (span) => ' '.repeat(span.length)), text);
}

/**
 * The parts of a post, normalised, that carry the ask: its questions, the last paragraph of a long post, a TL;DR and
 * a headline. Empty when the post is one plain statement (then the whole of it is the ask and nothing is counted twice).
 */
export function askOf(message: string): string {
  const paragraphs = message
    .split(/\n\s*\n/)
    .map(normalize)
    .filter(Boolean);
  const normalised = normalize(message);
  const sentences = normalised.split(/(?<=[.!?])\s+|\s+(?=tl;? ?dr\b)/).filter(Boolean);
  if (sentences.length < 2 && paragraphs.length < 2) return '';
  const parts = sentences.filter((sentence) => ASKS.test(sentence.trim()));
  if (paragraphs.length > 1) parts.push(paragraphs.at(-1)!);
  const summary = SUMMARY.exec(normalised)?.[1];
  if (summary) parts.push(summary);
  const headline = HEADLINE.exec(normalised)?.[0];
  if (headline) parts.push(headline);
  return parts.join(' \n ');
}
