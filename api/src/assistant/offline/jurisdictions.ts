/** Places the offline assistant recognises in a message, so it can add the note that applies there. */
export interface Jurisdiction {
  id: string;
  pattern: RegExp;
  /** A broader jurisdiction whose notes also apply (Delaware is in the US). */
  within?: string;
}

/**
 * The other US states, which lay posts name all the time ("in Ohio", "Tulsa, OK"): knowing the state, the answer says
 * the team will check its rules and does not ask for it again. A postal code counts only in capitals after a town
 * ("Boise, ID"); the codes that are also words ("OK", "IN", "ME", "OR", "HI") do not count, as "Alright, OK" shows.
 */
const US_STATES: readonly [name: string, code: string | null][] = [
  ['alabama', 'AL'],
  ['alaska', 'AK'],
  ['arizona', 'AZ'],
  ['arkansas', 'AR'],
  ['colorado', 'CO'],
  ['connecticut', 'CT'],
  ['florida', 'FL'],
  ['georgia', 'GA'],
  ['hawaii', null],
  ['idaho', 'ID'],
  ['illinois', 'IL'],
  ['indiana', null],
  ['iowa', 'IA'],
  ['kansas', 'KS'],
  ['kentucky', 'KY'],
  ['louisiana', 'LA'],
  ['maine', null],
  ['maryland', 'MD'],
  ['massachusetts', 'MA'],
  ['michigan', 'MI'],
  ['minnesota', 'MN'],
  ['mississippi', 'MS'],
  ['missouri', 'MO'],
  ['montana', 'MT'],
  ['nebraska', 'NE'],
  ['nevada', 'NV'],
  ['new hampshire', 'NH'],
  ['new jersey', 'NJ'],
  ['new mexico', 'NM'],
  ['north carolina', 'NC'],
  ['north dakota', 'ND'],
  ['ohio', 'OH'],
  ['oklahoma', null],
  ['oregon', null],
  ['pennsylvania', 'PA'],
  ['rhode island', 'RI'],
  ['south carolina', 'SC'],
  ['south dakota', 'SD'],
  ['tennessee', 'TN'],
  ['utah', 'UT'],
  ['vermont', 'VT'],
  ['virginia', 'VA'],
  ['washington', 'WA'],
  ['west virginia', 'WV'],
  ['wisconsin', 'WI'],
];
/** A name in any casing, for a pattern that must stay case-sensitive elsewhere ("ohio" → "[oO][hH][iI][oO]"). */
const anyCase = (name: string) =>
  name.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`).replace(/ /g, String.raw`\s+`);
const usState = ([name, code]: readonly [string, string | null]): Jurisdiction => ({
  id: name.replace(/ /g, '-'),
  // "Virginia" is not read inside "West Virginia", nor "Washington" in "Washington, D.C.".
  pattern: new RegExp(
    String.raw`(?<![wW][eE][sS][tT]\s+)\b${anyCase(name)}\b(?!,?\s*[dD]\.?[cC]\b)${code ? String.raw`|(?<=\b[A-Z][a-z]+,\s?)${code}\b` : ''}`,
  ),
  within: 'us',
});

export const JURISDICTIONS: readonly Jurisdiction[] = [
  { id: 'delaware', pattern: /\bdelaware\b/i, within: 'us' },
  { id: 'wyoming', pattern: /\bwyoming\b/i, within: 'us' },
  { id: 'california', pattern: /\bcalifornia\b|\bsan francisco\b|\blos angeles\b/i, within: 'us' },
  { id: 'new-york', pattern: /\bnew york\b|\bnyc\b/i, within: 'us' },
  { id: 'texas', pattern: /\btexas\b/i, within: 'us' },
  { id: 'dc', pattern: /\bwashington,? d\.?c\b|\bdistrict of columbia\b/i, within: 'us' },
  ...US_STATES.map(usState),
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
