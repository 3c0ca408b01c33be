/** Small text helpers shared by the offline assistant's detectors and writers. */

/** Lower case, straight quotes, single spaces: the form every keyword pattern is matched against. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A keyword as a pattern over normalized text: `word*` is a prefix, anything else a whole word or phrase with an
 * optional plural or verb ending. Letters or digits may not touch it on either side.
 */
export function keywordPattern(keyword: string): RegExp {
  const prefix = keyword.endsWith('*');
  const body = escapeRegExp(prefix ? keyword.slice(0, -1) : keyword);
  return new RegExp(`(?<![a-z0-9])${body}${prefix ? '' : '(?:s|es|ed|ing|d)?(?![a-z0-9])'}`);
}

const STOPWORDS = new Set(
  `a an the and or but if of to in on for with at by from about into over under as is are was were be been being am
  i me my we our you your he she it its they them their this that these those what which who whom how when where why
  can could would should will shall may might must do does did done have has had having not no yes so than too very
  just also get got need needs want wants like some any all more most other such only own same up out off again
  there here then once while because until before after during both each few nor now please help hi hello`.split(/\s+/),
);

/** Content words with a crude plural strip, for overlap scoring against the catalogue. */
export function contentTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  for (const raw of normalize(text).split(/[^a-z0-9-]+/)) {
    if (raw.length < 3 || STOPWORDS.has(raw)) continue;
    tokens.add(raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return tokens;
}

/** A stable small hash, so "varied" answers are still deterministic for the same conversation. */
export function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

export const pick = <T>(items: readonly T[], seed: number): T => items[seed % items.length]!;

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** At most `max` characters, cut at a word boundary when there is one. */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).trimEnd();
}
