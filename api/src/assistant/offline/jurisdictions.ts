/** Places the offline assistant recognises in a message, so it can add the note that applies there. */
export interface Jurisdiction {
  id: string;
  pattern: RegExp;
  /** A broader jurisdiction whose notes also apply (Delaware is in the US). */
  within?: string;
}

/**
 * The US states, which lay posts name all the time ("in Ohio", "Tulsa", "Boise, ID"): knowing the state, the answer
 * says the team will check its rules and does not ask for it again. A postal code counts only in capitals after a town
 * ("Boise, ID"); the codes that are also words ("OK", "IN", "ME", "OR", "HI") do not count, as "Alright, OK" shows.
 * Towns are the large cities a post names instead of its state; a name shared with another state's city is given with
 * its state ("Portland, OR"), and so is one that is also a first name ("Austin, TX"). A state's name followed by
 * "City" is a city, listed with its state's towns ("Kansas City" counts as Missouri).
 */
interface UsState {
  name: string;
  code?: string;
  towns?: string;
}
const US_STATES: readonly UsState[] = [
  { name: 'delaware', code: 'DE', towns: 'wilmington, de' },
  { name: 'wyoming', code: 'WY', towns: 'cheyenne' },
  {
    name: 'california',
    code: 'CA',
    towns: String.raw`san francisco|los angeles|san diego|san jose|sacramento|oakland|fresno|long beach|bay area|l\.a\.`,
  },
  {
    name: 'new york',
    code: 'NY',
    towns: 'nyc|brooklyn|queens|the bronx|manhattan|staten island|buffalo|rochester, ny|albany',
  },
  { name: 'texas', code: 'TX', towns: 'houston|dallas|austin, tx|san antonio|fort worth|el paso' },
  { name: 'alabama', code: 'AL', towns: 'birmingham|montgomery|huntsville|mobile, al' },
  { name: 'alaska', code: 'AK', towns: 'anchorage|fairbanks|juneau' },
  { name: 'arizona', code: 'AZ', towns: 'phoenix|tucson|mesa|scottsdale|tempe|chandler' },
  { name: 'arkansas', code: 'AR', towns: 'little rock|fayetteville' },
  { name: 'colorado', code: 'CO', towns: 'denver|colorado springs|aurora, co|boulder' },
  { name: 'connecticut', code: 'CT', towns: 'hartford|new haven|stamford|bridgeport' },
  { name: 'florida', code: 'FL', towns: String.raw`miami|orlando|tampa|jacksonville|fort lauderdale|st\.? petersburg` },
  { name: 'georgia', code: 'GA', towns: 'atlanta|savannah' },
  { name: 'hawaii', towns: 'honolulu' },
  { name: 'idaho', code: 'ID', towns: 'boise' },
  { name: 'illinois', code: 'IL', towns: 'chicago|springfield, il' },
  { name: 'indiana', towns: 'indianapolis|fort wayne' },
  { name: 'iowa', code: 'IA', towns: 'des moines|cedar rapids|iowa city' },
  { name: 'kansas', code: 'KS', towns: 'wichita|topeka|overland park' },
  { name: 'kentucky', code: 'KY', towns: 'louisville|lexington, ky' },
  { name: 'louisiana', code: 'LA', towns: 'new orleans|baton rouge|shreveport' },
  { name: 'maine' },
  { name: 'maryland', code: 'MD', towns: 'baltimore' },
  { name: 'massachusetts', code: 'MA', towns: 'boston|worcester|cambridge, ma' },
  { name: 'michigan', code: 'MI', towns: 'detroit|grand rapids|ann arbor|lansing' },
  { name: 'minnesota', code: 'MN', towns: String.raw`minneapolis|st\.? paul` },
  { name: 'mississippi', code: 'MS', towns: 'jackson, ms' },
  { name: 'missouri', code: 'MO', towns: String.raw`st\.? louis|kansas city` },
  { name: 'montana', code: 'MT', towns: 'billings' },
  { name: 'nebraska', code: 'NE', towns: 'omaha|lincoln, ne' },
  { name: 'nevada', code: 'NV', towns: 'las vegas|reno|henderson, nv' },
  { name: 'new hampshire', code: 'NH', towns: 'manchester, nh' },
  { name: 'new jersey', code: 'NJ', towns: 'newark|jersey city|trenton' },
  { name: 'new mexico', code: 'NM', towns: 'albuquerque|santa fe' },
  { name: 'north carolina', code: 'NC', towns: 'charlotte, nc|raleigh|durham|greensboro' },
  { name: 'north dakota', code: 'ND', towns: 'fargo|bismarck' },
  { name: 'ohio', code: 'OH', towns: 'columbus|cleveland|cincinnati|toledo|akron|dayton' },
  { name: 'oklahoma', towns: 'oklahoma city|tulsa' },
  { name: 'oregon', towns: 'portland, or(?:egon)?' },
  { name: 'pennsylvania', code: 'PA', towns: 'philadelphia|philly|pittsburgh|allentown' },
  { name: 'rhode island', code: 'RI', towns: 'providence' },
  { name: 'south carolina', code: 'SC', towns: 'charleston, sc|columbia, sc|greenville, sc' },
  { name: 'south dakota', code: 'SD', towns: 'sioux falls' },
  { name: 'tennessee', code: 'TN', towns: 'nashville|memphis|knoxville|chattanooga' },
  { name: 'utah', code: 'UT', towns: 'salt lake' },
  { name: 'vermont', code: 'VT', towns: 'burlington, vt' },
  { name: 'virginia', code: 'VA', towns: 'richmond, va|virginia beach|norfolk|arlington, va' },
  { name: 'washington', code: 'WA', towns: 'seattle|tacoma|spokane' },
  { name: 'west virginia', code: 'WV', towns: 'charleston, wv' },
  { name: 'wisconsin', code: 'WI', towns: 'milwaukee|madison, wi' },
];
/** A name in any casing, for a pattern that must stay case-sensitive elsewhere ("ohio" → "[oO][hH][iI][oO]"). */
const anyCase = (name: string) =>
  name.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`).replace(/ /g, String.raw`\s+`);
const usState = ({ name, code, towns }: UsState): Jurisdiction => ({
  id: name.replace(/ /g, '-'),
  // "Virginia" is not read inside "West Virginia", nor "Washington" in "Washington, D.C.".
  pattern: new RegExp(
    [
      String.raw`(?<![wW][eE][sS][tT]\s+)\b${anyCase(name)}\b(?!,?\s*[dD]\.?[cC]\b|\s+[cC]ity)`,
      code && String.raw`(?<=\b[A-Z][a-z]+,\s?)${code}\b`,
      towns && String.raw`\b(?:${anyCase(towns)})(?![\w])`,
    ]
      .filter(Boolean)
      .join('|'),
  ),
  within: 'us',
});

export const JURISDICTIONS: readonly Jurisdiction[] = [
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

/** The place named first in `text` that is narrower than a union (a state, a country), else undefined. */
export function firstPlaceNamed(text: string): string | undefined {
  const named = JURISDICTIONS.filter(({ id }) => id !== 'us' && id !== 'eu')
    .map(({ id, pattern }) => ({ id, at: pattern.exec(text)?.index ?? -1 }))
    .filter(({ at }) => at >= 0);
  return named.sort((a, b) => a.at - b.at)[0]?.id;
}

const PLACE_NAMES: Record<string, string> = {
  us: 'the US',
  uk: 'the UK',
  eu: 'the EU',
  uae: 'the UAE',
  dc: 'Washington, D.C.',
};
/** How a place reads in a sentence: "the UK", "New York". */
export const placeName = (id: string) =>
  PLACE_NAMES[id] ??
  id.replace(/(^|-)(\w)/g, (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);
