/** Places the offline assistant recognises in a message, so it can add the note that applies there. */
export interface Jurisdiction {
  id: string;
  pattern: RegExp;
  /** A broader jurisdiction whose notes also apply (Delaware is in the US). */
  within?: string;
}

export const JURISDICTIONS: readonly Jurisdiction[] = [
  { id: 'delaware', pattern: /\bdelaware\b/i, within: 'us' },
  { id: 'wyoming', pattern: /\bwyoming\b/i, within: 'us' },
  { id: 'california', pattern: /\bcalifornia\b|\bsan francisco\b|\blos angeles\b/i, within: 'us' },
  { id: 'new-york', pattern: /\bnew york\b|\bnyc\b/i, within: 'us' },
  { id: 'texas', pattern: /\btexas\b/i, within: 'us' },
  // Case-sensitive on purpose: "US" is the country, "us" is a pronoun.
  { id: 'us', pattern: /\b(?:USA?|[Uu]nited [Ss]tates|[Aa]merica|usa)(?!\w)|\bU\.S\./ },
  { id: 'uk', pattern: /\b(?:uk|u\.k\.|united kingdom|england|britain|scotland|wales|london)\b/i },
  { id: 'germany', pattern: /\b(?:germany|german|berlin|munich)\b/i, within: 'eu' },
  { id: 'ireland', pattern: /\b(?:ireland|irish|dublin)\b/i, within: 'eu' },
  { id: 'eu', pattern: /\b(?:eu|e\.u\.|european union|europe)\b/i },
  { id: 'canada', pattern: /\b(?:canada|canadian|ontario|quebec|british columbia|toronto|vancouver)\b/i },
  { id: 'singapore', pattern: /\bsingapore\b/i },
  { id: 'uae', pattern: /\b(?:uae|u\.a\.e\.|emirates|dubai|abu dhabi)\b/i },
  { id: 'india', pattern: /\b(?:india|indian|bangalore|bengaluru|mumbai|delhi)\b/i },
  { id: 'australia', pattern: /\b(?:australia|australian|sydney|melbourne)\b/i },
  { id: 'hong-kong', pattern: /\bhong kong\b/i },
];

/** The places named in `text`, most specific first, each followed by the broader one it sits in. */
export function detectJurisdictions(text: string): string[] {
  const found: string[] = [];
  for (const jurisdiction of JURISDICTIONS) {
    if (!jurisdiction.pattern.test(text)) continue;
    for (const id of [jurisdiction.id, jurisdiction.within]) if (id && !found.includes(id)) found.push(id);
  }
  return found;
}
