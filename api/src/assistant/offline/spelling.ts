/**
 * Spelling tolerance for the lexicon: "landlrod", "custudy", "morgage", "eviciton" are read as the lexicon word one
 * edit away (a letter missing, extra, changed or two swapped). Only long words are corrected, only towards a lexicon
 * word with the same first letter, and never a word the assistant's own texts use (a real word is not a typo).
 */

const MIN_LENGTH = 7;

const deletions = (word: string) =>
  Array.from({ length: word.length }, (_, index) => word.slice(0, index) + word.slice(index + 1));

/**
 * A corrector over lower-case text. `lexicon`: the words to correct towards; `vocabulary`: texts whose words are
 * known to be spelt right.
 */
export function spellingCorrector(lexicon: Iterable<string>, vocabulary: Iterable<string>): (text: string) => string {
  const targets = new Set([...lexicon].filter((word) => /^[a-z]+$/.test(word) && word.length >= MIN_LENGTH));
  const known = new Set(targets);
  for (const text of vocabulary) for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) known.add(word);
  // Each target with one letter dropped, so one lookup per variant finds every word one edit away.
  const byDeletion = new Map<string, string>();
  for (const word of targets)
    for (const variant of deletions(word)) if (!byDeletion.has(variant)) byDeletion.set(variant, word);

  const correct = (token: string): string => {
    if (token.length < MIN_LENGTH || known.has(token)) return token;
    const found =
      byDeletion.get(token) ??
      deletions(token)
        .map((variant) => (targets.has(variant) ? variant : byDeletion.get(variant)))
        .find((word) => word !== undefined);
    return found && found[0] === token[0] ? found : token;
  };
  return (text) => text.replace(/[a-z]+/g, correct);
}
