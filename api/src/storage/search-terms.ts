/** At most this many words of a search are used; a 10,000-character paste is still just text. */
const MAX_TERMS = 16;
const MAX_TERM_LENGTH = 64;

/**
 * The words of a search string: runs of letters and digits, lower-cased. Everything else (quotes, `-`, `*`, `:`,
 * parentheses) separates words, so no input is ever query syntax on either store; every word must match.
 */
export function searchTerms(search: string): string[] {
  const words = search
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS).map((word) => word.slice(0, MAX_TERM_LENGTH));
}

/** A case-insensitive `$regex` that matches `text` literally anywhere (a part of a word, as pickers are typed). */
export const containsPattern = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
