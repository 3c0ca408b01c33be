import type { RiskLevel } from '@lexa/common';
import type { Kind } from './contract-types';

/**
 * Clause families a commercial lawyer looks for beyond the core checklist (the CUAD categories): each found in any
 * common wording and casing, quoted, and given a risk level that follows what the clause says. `protectIn` lists
 * the kinds of document where its absence is a missing protection worth raising.
 */
export interface ClauseFamily {
  key: string;
  clause: string;
  topics: string[];
  /** From the most telling wording to the most general. */
  patterns: RegExp[];
  /** Lets a family reject a hit its patterns over-match (an "exclusive jurisdiction" is no exclusivity). */
  accept?: (snippet: string) => boolean;
  level: (snippet: string) => RiskLevel;
  finding: (snippet: string) => string;
  recommendation: string;
  protectIn?: Kind[];
  missing?: string;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const PERIOD =
  /\b(\d+|one|two|three|four|five|six|seven|ten|twelve|fifteen|eighteen|twenty|thirty|sixty|ninety)(?:[- ]\(\d+\))? (?:calendar |business )?(day|month|year)s?\b/i;

/** The first period a snippet states, in days ("ninety (90) days" → 90, "two years" → 730). */
export function periodInDays(snippet: string): number | null {
  // "one hundred eighty (180) days": the figure in brackets is the reliable one.
  const match = /\((\d+)\) (?:calendar |business )?(day|month|year)s?\b/i.exec(snippet) ?? PERIOD.exec(snippet);
  if (!match) return null;
  const count = Number(match[1]) || NUMBER_WORDS[match[1]!.toLowerCase()]!;
  const unit = match[2]!.toLowerCase();
  return unit === 'day' ? count : unit === 'month' ? count * 30 : count * 365;
}

const MUTUAL = /\b(?:either|each|both|neither) part(?:y|ies)\b|\bmutual(?:ly)?\b/i;
const WIDE = /\bworld-?wide\b|\banywhere\b|\bglobal(?:ly)?\b|\bany (?:country|territory|geographic)/i;

export const CLAUSE_FAMILIES: ClauseFamily[] = [
  {
    key: 'renewal-notice',
    clause: 'Notice to stop renewal',
    topics: ['renewal', 'renew', 'notice', 'non-renewal'],
    patterns: [
      /\bnotice of (?:its |their )?(?:intent(?:ion)? )?(?:not to renew|non-?renewal)\b/i,
      /\b(?:unless|until) (?:either|one|a) party\b[^.\n]{0,120}\b(?:not to renew|non-?renewal|intention not to|terminate)\b[^.\n]{0,120}\b(?:prior to|before|in advance of)\b[^.\n]{0,40}\b(?:end|expiration|expiry)\b/i,
      /\b(?:prior to|before) the (?:end|expiration|expiry) of (?:the|any|each|then[- ]current)\b[^.\n]{0,60}\b(?:term|renewal)\b/i,
      /\bnon-?renewal\b/i,
      /\b(?:intention|intent|election|decision) (?:not )?to renew\b/i,
    ],
    level: (snippet) => ((periodInDays(snippet) ?? 0) > 60 ? 'medium' : 'low'),
    finding: (snippet) => {
      const days = periodInDays(snippet);
      return `Renewal can be stopped by notice${days ? ` given ${days} days or more before the term ends` : ' before the term ends'}.`;
    },
    recommendation:
      'Diarise the last day to give notice of non-renewal; ask for a shorter window (30-60 days) if it is long.',
  },
  {
    key: 'termination-for-convenience',
    clause: 'Termination for convenience',
    topics: ['termination', 'terminate', 'convenience', 'cancel'],
    patterns: [
      /\bterminat\w*\b[^.\n]{0,100}\b(?:for convenience|for any reason|without cause|with or without cause|for no reason|at any time upon)\b/i,
      /\b(?:for convenience|without cause)\b[^.\n]{0,60}\bterminat/i,
    ],
    level: (snippet) => (MUTUAL.test(snippet) ? 'low' : 'medium'),
    finding: (snippet) =>
      MUTUAL.test(snippet)
        ? 'Either party may end the agreement without cause, on notice.'
        : 'One party may end the agreement without cause.',
    recommendation:
      'Check the notice period and what is paid on early termination (work done, committed costs, refunds).',
  },
  {
    key: 'warranties',
    clause: 'Warranties',
    topics: ['warranty', 'warranties', 'warrant', 'guarantee', 'defects'],
    patterns: [
      /\b(?:represents and )?warrants?\b[^.\n]{0,20}\bthat\b/i,
      /\bwarrant(?:y|ies)\b/i,
      /\bguarantees? that\b/i,
    ],
    accept: (snippet) => !/\bwarrant(?:s|ed)? deed\b|\bstock (?:purchase )?warrants?\b/i.test(snippet),
    level: (snippet) =>
      /\bas[- ]is\b|\bdisclaim\w*\b[^.\n]{0,60}\bwarrant|\bno (?:other )?warrant(?:y|ies)\b/i.test(snippet)
        ? 'medium'
        : 'low',
    finding: (snippet) =>
      /\bas[- ]is\b|\bdisclaim\w*\b[^.\n]{0,60}\bwarrant|\bno (?:other )?warrant(?:y|ies)\b/i.test(snippet)
        ? 'Warranties are disclaimed or limited ("as is").'
        : 'Warranties are given.',
    recommendation:
      'Check what is promised (conformity to specifications, workmanlike performance, non-infringement), what the remedy is, and what is disclaimed.',
    protectIn: ['sale', 'services'],
    missing: 'No warranty was found: nothing is promised about quality or conformity.',
  },
  {
    key: 'warranty-duration',
    clause: 'Warranty period',
    topics: ['warranty', 'period', 'duration', 'defects'],
    patterns: [
      /\bwarranty period\b[^.\n]{0,160}/i,
      /\bwarrant\w*\b[^.\n]{0,160}\b(?:for (?:a period of )?|within )\w+(?:[- ]\(\d+\))? (?:calendar )?(?:days|months|years)\b/i,
      /\b\w+(?:[- ]\(\d+\))? (?:days|months|years) (?:from|after|following) (?:the )?(?:date of )?(?:delivery|acceptance|installation|shipment|completion)\b[^.\n]{0,80}\bwarrant/i,
    ],
    level: (snippet) => ((periodInDays(snippet) ?? 365) < 180 ? 'medium' : 'low'),
    finding: (snippet) => {
      const days = periodInDays(snippet);
      return days ? `Warranty claims must be made within about ${days} days.` : 'A warranty period is set.';
    },
    recommendation:
      'Check the warranty period is long enough to find defects in use, and when it starts (delivery or acceptance).',
  },
  {
    key: 'non-compete',
    clause: 'Non-compete',
    topics: ['non-compete', 'noncompete', 'compete', 'competition', 'restrictive'],
    patterns: [
      /\bnon-?compet\w*/i,
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,60}\b(?:compet(?:e|es|ing)|engage in (?:any )?(?:business|activit\w*) (?:that|which) (?:competes|is competitive))\b/i,
      /\bnot (?:to )?(?:directly or indirectly )?compete\b/i,
      /\b(?:competing|competitive) (?:\w+ )?(?:products?|services?|business(?:es)?)\b[^.\n]{0,80}\b(?:shall not|will not|may not)\b/i,
      /\b(?:shall not|will not|may not)\b[^.\n]{0,80}\b(?:competing|competitive) (?:\w+ )?(?:products?|services?|business(?:es)?)\b/i,
    ],
    level: (snippet) => ((periodInDays(snippet) ?? 0) >= 730 || WIDE.test(snippet) ? 'high' : 'medium'),
    finding: () => 'A party is restricted from competing.',
    recommendation:
      'Check the duration, area and activities covered; restrictions must be reasonable to be enforceable, and some places void them.',
  },
  {
    key: 'non-solicit',
    clause: 'Non-solicitation',
    topics: ['solicit', 'non-solicit', 'hire', 'employees', 'customers', 'poach'],
    patterns: [
      /\bnon-?solicit\w*/i,
      /\b(?:neither|no) party (?:shall|will|may)\b[^.\n]{0,60}\bsolicit/i,
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,80}\bsolicit\w*/i,
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,80}\b(?:hire|employ|engage|recruit)\b[^.\n]{0,60}\b(?:employees?|personnel|staff|contractors)\b/i,
    ],
    level: (snippet) => ((periodInDays(snippet) ?? 0) > 365 ? 'medium' : 'low'),
    finding: () => 'A party may not solicit or hire the other’s employees or customers.',
    recommendation:
      'Check the period (12 months is common), and carve out general job adverts and people who approach you first.',
  },
  {
    key: 'exclusivity',
    clause: 'Exclusivity',
    topics: ['exclusive', 'exclusivity', 'sole', 'territory'],
    patterns: [
      /\b(?:exclusive|sole and exclusive|sole) (?:\w+ )?(?:distributor|reseller|supplier|provider|source|licensee|agent|dealer|representative|partner|rights?|basis|territory|manufacturer|vendor|sponsor|retailer)\b/i,
      /\bon an exclusive basis\b|\bexclusivity\b/i,
      /\b(?:purchase|buy|obtain|source|order)\w*\b[^.\n]{0,60}\b(?:exclusively|solely|only) from\b/i,
      /\b(?:shall|will) not\b[^.\n]{0,60}\b(?:appoint|engage|grant)\b[^.\n]{0,60}\b(?:any other|another|third part(?:y|ies))\b[^.\n]{0,60}\b(?:distributor|reseller|supplier|agent|licensee)\b/i,
    ],
    accept: (snippet) =>
      !/\bnon-?exclusive (?:distributor|reseller|supplier|provider|licen[cs]ee|rights?|basis)\b/i.test(snippet),
    level: (snippet) => (/\bminimum\b|\bshall (?:purchase|order)\b/i.test(snippet) ? 'high' : 'medium'),
    finding: () => 'The agreement contains an exclusivity commitment.',
    recommendation:
      'Tie exclusivity to minimum performance, a defined territory and products, and a way out if targets are missed.',
  },
  {
    key: 'most-favoured-nation',
    clause: 'Most-favoured-nation pricing',
    topics: ['mfn', 'favoured', 'favored', 'pricing', 'price'],
    patterns: [
      /\bmost[- ]favou?red[- ](?:nation|customer|pricing|licensee)\b/i,
      /\b(?:prices?|terms|pricing|rates?)\b[^.\n]{0,100}\bno (?:less|more) favou?rable than\b/i,
      /\bno (?:less|more) favou?rable (?:prices|terms|pricing|rates)\b/i,
      /\b(?:lowest|best) (?:price|rate)s?\b[^.\n]{0,80}\b(?:offered|charged|given|granted) to any\b/i,
    ],
    level: () => 'medium',
    finding: () => 'One party must get terms at least as good as any other customer’s.',
    recommendation:
      'Limit the comparison to truly comparable customers and volumes, and set how compliance is checked.',
  },
  {
    key: 'change-of-control',
    clause: 'Change of control',
    topics: ['control', 'merger', 'acquisition', 'change', 'ownership'],
    patterns: [
      /\bchange (?:of|in) (?:the )?(?:control|ownership)\b/i,
      /\b(?:merger|consolidation|acquisition|reorgani[sz]ation|sale of all or substantially all)\b[^.\n]{0,160}\b(?:terminat\w*|consent|deemed an? assignment)\b/i,
    ],
    level: (snippet) => (/\bterminat/i.test(snippet) ? 'medium' : 'low'),
    finding: (snippet) =>
      /\bterminat/i.test(snippet)
        ? 'A change of control lets a party end the agreement.'
        : 'A change of control is treated like an assignment or needs consent.',
    recommendation:
      'Check whether a sale of your company or the other’s would end the agreement or need consent, and plan for it.',
  },
  {
    key: 'anti-assignment',
    clause: 'Restriction on assignment',
    topics: ['assignment', 'assign', 'transfer', 'consent'],
    patterns: [
      /\b(?:neither|no) party (?:may|shall|will)\b[^.\n]{0,40}\bassign\w*/i,
      /\b(?:may|shall|will) not (?:be )?(?:assign\w*|transfer\w*)\b[^.\n]{0,120}\b(?:without|except)\b/i,
      /\b(?:assign|transfer|sublet|sublease)\w*\b[^.\n]{0,120}\bwithout (?:the |our |its |their |[\w'’]+['’]s )?(?:prior )?(?:express )?(?:written )?(?:consent|approval)\b/i,
      /\bnot (?:be )?(?:assignable|transferable)\b/i,
      /\bany (?:purported )?assignment\b[^.\n]{0,80}\b(?:void|null)\b/i,
    ],
    accept: (snippet) =>
      !/\bmay (?:freely )?assign\b[^.\n]{0,80}\bwithout (?:the )?(?:prior )?(?:written )?consent\b/i.test(snippet) ||
      /\bnot\b/i.test(snippet),
    level: (snippet) =>
      /\bunreasonably withheld\b/i.test(snippet) || MUTUAL.test(snippet)
        ? 'low'
        : /\bsole discretion\b/i.test(snippet)
          ? 'high'
          : 'medium',
    finding: (snippet) =>
      /\bunreasonably withheld\b/i.test(snippet)
        ? 'Assignment needs consent, which may not be unreasonably withheld.'
        : 'Assignment is restricted without the other party’s consent.',
    recommendation:
      'Ask for an exception for a merger, sale of the business or transfer to an affiliate, and for consent not to be unreasonably withheld.',
  },
  {
    key: 'audit-rights',
    clause: 'Audit rights',
    topics: ['audit', 'inspect', 'records', 'books'],
    patterns: [
      /\b(?:right to )?audit\w*\b[^.\n]{0,120}\b(?:books|records|accounts|premises|facilities|compliance|statements)\b/i,
      /\b(?:books|records|accounts)\b[^.\n]{0,120}\b(?:inspect\w*|examin\w*|audit\w*)\b/i,
      /\bright to audit\b/i,
    ],
    level: (snippet) =>
      /\bdiscrepanc|\bunderpay|\bshortfall|\bat (?:the )?(?:expense|cost) of the audited/i.test(snippet)
        ? 'medium'
        : 'low',
    finding: () => 'One party may audit or inspect the other’s books or records.',
    recommendation:
      'Limit audits to once a year, on reasonable notice, in business hours, with confidentiality; check who pays if a discrepancy is found.',
  },
  {
    key: 'insurance',
    clause: 'Insurance',
    topics: ['insurance', 'insured', 'coverage', 'policy'],
    patterns: [
      /\b(?:shall|will|must|agrees? to) (?:at its (?:own )?(?:cost|expense) )?(?:obtain|maintain|carry|procure|keep)\b[^.\n]{0,120}\binsurance\b/i,
      /\binsurance (?:coverage|policy|policies|certificate)\b/i,
      /\b(?:commercial general|professional|product) liability insurance\b/i,
      /\binsurance\b/i,
    ],
    level: (snippet) => (/\$\s?\d|\bdollars\b|\bmillion\b/i.test(snippet) ? 'low' : 'medium'),
    finding: (snippet) =>
      /\$\s?\d|\bdollars\b|\bmillion\b/i.test(snippet)
        ? 'Insurance with stated amounts must be maintained.'
        : 'Insurance is required, without stated amounts.',
    recommendation:
      'Check the types and amounts of cover, that you are named as additional insured where relevant, and ask for certificates.',
  },
  {
    key: 'uncapped-liability',
    clause: 'Liability outside the cap',
    topics: ['liability', 'cap', 'uncapped', 'exclusion', 'carve-out'],
    patterns: [
      /\b(?:limitation|limitations|exclusion|exclusions|cap)s?\b[^.\n]{0,120}\b(?:shall|will) not apply\b[^.\n]{0,160}/i,
      /\b(?:except|other than|excluding)\b[^.\n]{0,40}\b(?:for|with respect to)?\b[^.\n]{0,40}\b(?:indemnif\w*|breach of (?:its )?confidential\w*|gross negligence|wil(?:l)?ful misconduct|fraud)\b[^.\n]{0,160}\bliab/i,
    ],
    level: () => 'high',
    finding: () => 'Some liabilities sit outside the cap and are unlimited.',
    recommendation:
      'Check which claims are uncapped (fraud and wilful misconduct are usual; broad indemnities or all breaches are not) and ask for a separate, higher cap where possible.',
  },
  {
    key: 'license-grant',
    clause: 'Licence grant',
    topics: ['licence', 'license', 'grant', 'use', 'rights'],
    patterns: [
      /\b(?:hereby )?grants?\b[^.\n]{0,160}\blicen[cs]e\b/i,
      /\b(?:non-?exclusive|exclusive|royalty[- ]free|perpetual|irrevocable|world-?wide|limited|revocable|non-?transferable|non-?sublicensable)\b[^.\n]{0,60}\blicen[cs]e (?:to|under)\b/i,
      /\blicen[cs]e to (?:use|make|sell|reproduce|distribute|display|modify)\b/i,
    ],
    accept: (snippet) => !/\bno (?:licen[cs]e|rights?) (?:is|are|shall be|will be) granted\b/i.test(snippet),
    level: (snippet) => (/\bperpetual|\birrevocable/i.test(snippet) ? 'medium' : 'low'),
    finding: (snippet) =>
      `A licence is granted${/\bnon-?exclusive\b/i.test(snippet) ? ' (non-exclusive)' : /\bexclusive\b/i.test(snippet) ? ' (exclusive)' : ''}${/\bperpetual|\birrevocable/i.test(snippet) ? ', perpetual or irrevocable' : ''}.`,
    recommendation:
      'Check the licence’s scope (what may be done), territory, duration, sublicensing and what happens when the agreement ends.',
  },
  {
    key: 'notices',
    clause: 'Notices',
    topics: ['notice', 'notices', 'address', 'email'],
    patterns: [
      /\b(?:all )?notices?\b[^.\n]{0,120}\b(?:in writing|shall be (?:given|sent|delivered|deemed|addressed)|addressed to|certified mail|registered mail|courier|by e-?mail)\b/i,
      /\ball notices\b/i,
    ],
    level: () => 'low',
    finding: () => 'How notices must be given is set out.',
    recommendation: 'Keep the notice addresses up to date and send formal notices exactly as the clause requires.',
  },
];
