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
  /**
   * Lets a family reject a hit its patterns over-match (an "exclusive jurisdiction" is no exclusivity); `sentence` is
   * the whole sentence when the quoted snippet is clipped from a long one.
   */
  accept?: (snippet: string, sentence: string) => boolean;
  level: (snippet: string) => RiskLevel;
  finding: (snippet: string) => string;
  recommendation: string;
  protectIn?: Kind[];
  missing?: string;
}

/** Number words as contracts spell counts out, to "ninety" ("forty-five" and "one hundred eighty" are read in parts). */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A count of days, months or years as drafted: "12", "twelve (12)", "twenty-four", "one hundred eighty", "one (1)". */
const COUNT =
  '(?:\\d+|(?:[a-z]+[- ]){0,3}[a-z]+ \\(\\d+\\)|(?:one|two|three|four|five|six|seven|eight|nine) hundred(?:(?: and)? [a-z]+(?:-[a-z]+)?)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?)';

/** A period as drafted, its count and its unit captured: "ninety (90) days", "two years", "6 calendar months". */
const PERIOD = new RegExp(`\\b(${COUNT}) (?:calendar |business )?(day|week|month|year)s?\\b`, 'i');

/** The value of a drafted count: the figure in brackets when there is one ("one hundred eighty (180)" → 180). */
function countValue(count: string): number | null {
  const figure = /\((\d+)\)|^(\d+)$/.exec(count);
  if (figure) return Number(figure[1] ?? figure[2]);
  let total = 0;
  for (const word of count.toLowerCase().split(/[- ]+/)) {
    if (word === 'hundred') total = (total || 1) * 100;
    else if (word in NUMBER_WORDS) total += NUMBER_WORDS[word]!;
    else if (word !== 'and') return null;
  }
  return total || null;
}

const DAYS_IN: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

/** The first period a snippet states, in days ("ninety (90) days" → 90, "two years" → 730). */
export function periodInDays(snippet: string): number | null {
  const match = PERIOD.exec(snippet);
  const count = match && countValue(match[1]!);
  return count ? count * DAYS_IN[match[2]!.toLowerCase()]! : null;
}

const DEADLINE = new RegExp(`${PERIOD.source}(?= (?:prior to|before|in advance of)\\b)`, 'i');

/** The period a snippet states nearest to `anchor` ("renews for one year unless notice is given 90 days before" → 90). */
export function periodNear(snippet: string, anchor: RegExp): number | null {
  // A period that itself ends in "prior to" or "before" is the deadline: "not earlier than twelve (12) months and not
  // later than nine (9) months prior to the Expiration Date" → nine months.
  const deadline = DEADLINE.exec(snippet);
  if (deadline) return periodInDays(deadline[0]);
  const anchors = [...snippet.matchAll(new RegExp(anchor.source, 'gi'))].map((match) => match.index);
  if (!anchors.length) return periodInDays(snippet);
  let best: { distance: number; days: number } | null = null;
  for (const match of snippet.matchAll(new RegExp(PERIOD.source, 'gi'))) {
    const distance = Math.min(...anchors.map((at) => Math.abs(at - match.index)));
    const days = periodInDays(match[0]);
    if (days !== null && (!best || distance < best.distance)) best = { distance, days };
  }
  return best?.days ?? periodInDays(snippet);
}

/** A deadline given as a calendar date: "no later than September 30, 2032", "on or before 1 March 2030". */
const BY_DATE =
  /\b(?:no later than|not later than|on or before|by|before|prior to) (?:[A-Z][a-z]+ \d{1,2},? \d{4}|\d{1,2}(?:st|nd|rd|th)? (?:of )?[A-Z][a-z]+,? \d{4})\b/;
const NOTICE_ANCHOR = /\bnotice\b|\bprior to\b|\bbefore\b/;
const CONVENIENCE = /\b(?:at|for) (?:its|their|his|her|[\w'’]+['’]s) (?:sole |own )?convenience\b/;
const AT_WILL = new RegExp(
  `\\bfor convenience\\b|\\bfor any (?:or no )?reason\\b|\\bwithout cause\\b|\\bfor no reason\\b|\\bat will\\b|\\bwithout (?:(?:having|needing|being (?:required|obliged)) to )?(?:stating|giving|assigning|showing|state|give|assign|show) (?:a|any) (?:reason|cause)s?\\b|\\bno reasons? (?:need|needs to|has to|have to|shall|must) be given\\b|\\b(?:at|in) (?:its|their|his|her|[\\w'’]+['’]s) (?:sole|absolute|sole and absolute) discretion\\b|${CONVENIENCE.source}`,
  'i',
);
/** A right to end the agreement, not the end of someone's service or employment "for any reason". */
const TERMINATION_RIGHT =
  /\b(?:may|can|right to|entitled to),? (?:[\w,]+ ){0,6}?(?:terminat|end\b|cancel|discontinue\b|withdraw from\b|opt out of\b|break off\b|determine (?=(?:this|the) (?:lease|agreement|tenancy|licen[cs]e|underlease)\b))|\bterminable\b|\bterminated by\b|\b(?:may|can) be (?:ended|brought to an end|cancell?ed)\b/i;
/**
 * A right to end denied: "Neither party may terminate …", "may not terminate … without cause", "has no right to end",
 * "Neither party has any right to terminate", "No party shall be entitled to cancel".
 */
export const NEGATED_RIGHT =
  /\b(?:(?:neither|no) (?:party|[\w-]+)(?: \w+)? (?:may|shall|can|will|(?:has|have|shall have|will have)(?: any| the)? right to|(?:is|are|shall be|will be) entitled to)|(?:may|shall|can|will) not|cannot|(?:has|have|shall have|will have) no right to)(?: \w+){0,2}? (?:terminat\w*|end(?:ed)?|cancel\w*|discontinue|withdraw from|opt out of|be terminated)\b/gi;

/**
 * "for any reason" that names no choice: how the agreement ended ("upon termination for any reason") or a cause
 * ("if Consultant is unable to perform for any reason for sixty days").
 */
export const ANY_REASON_AS_CAUSE =
  /\b(?:if|in the event|unable|fails?|failure|ceases?|prevented|(?:termination|expiration|expiry)(?: of (?:this|the) \w+)?)\b[^.\n;]{0,80}?\bfor any reason\b|\bfor any (?:reason|cause) (?:set (?:out|forth)|specified|listed|described|stated|provided|referred to) (?:in|under)\b/gi;
const FOR_CAUSE =
  /\bif\b|\bin the event\b|\bthereupon\b|\bupon (?:such|any such|the occurrence of)\b|\bbreach|\bdefault|\bfails?\b|\bfailure\b|\binsolv|\bbankrupt|\bcure\b|\bretires?\b|\bdeath\b|\bdisabilit/i;
/**
 * A disclaimer of warranties: "provided AS IS", "disclaims all warranties", "makes no warranty". "as is" inside a
 * measure ("such longer period as is reasonably required", "as is necessary") disclaims nothing.
 */
const DISCLAIMER =
  /\bas[- ]is\b(?! (?:\w+ly )?(?:reasonabl|necessar|required|practicabl|customary|usual|appropriate|possible|permitted|consistent|the case|set (?:out|forth)|provided (?:in|for|by|under)|specified|agreed|needed)\w*)|\bdisclaim\w*\b[^.\n]{0,60}\bwarrant|\b(?:makes?|gives?|there (?:is|are)) no (?:other )?(?:representations? or )?warrant(?:y|ies)\b|\bwithout (?:any )?warrant(?:y|ies)\b|\bnot (?:make|give) any (?:representations? or )?warrant|\bneither\b[^.\n]{0,80}\bnor\b[^.\n]{0,80}\b(?:makes?|gives?) any (?:representations? or )?warrant/i;
/** A numbered capitalised heading in front of a clause's first sentence ("8. WARRANTIES; DISCLAIMER Provider …"). */
const LEADING_HEADING =
  /^\W*(?:(?:ARTICLE|SECTION) [IVXLC\d]+\.?\s*)?(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:[A-Z][A-Z'’&-]+[;,:]?\s+)+(?=[A-Z][a-z])/;
const MONEY = /[$€£¥]\s?\d|\b(?:USD|EUR|GBP|AUD|CAD|CHF|JPY)\s?\d|\bdollars\b|\bmillion\b/i;
const MUTUAL = /\b(?:either|each|both|neither) (?:part(?:y|ies)|of us)\b|\bmutual(?:ly)?\b/i;
const WIDE = /\bworld-?wide\b|\banywhere\b|\bglobal(?:ly)?\b|\bany (?:country|territory|geographic)/i;

/**
 * A numbered clause heading naming the subject ("10. INDEMNITY", "ARTICLE VII - INDEMNITIES", "7.2 No Competing Use"):
 * drafters title the clause even when its sentence avoids the usual words. The heading is capitalised, which keeps
 * "within 30 days after insurance …" out, and a cross-reference such as "Section 9 (Indemnification)" is no heading:
 * the bracket keeps it out. `subject` is written in lower case; its Title Case and CAPITALS forms are matched.
 */
export function HEADING(subject: string): RegExp {
  const title = subject.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return new RegExp(
    `(?:^|[\\s.:;])(?:\\d{1,2}(?:\\.\\d{1,2})*\\.?|(?:ARTICLE|Article) [IVXLC\\d]+\\.?(?: [-–:])?|(?:SECTION|Section) \\d+\\.?(?: [-–:])?) (?:[A-Z][A-Za-z'’-]*,? (?:and |or |of |to |AND |OR |OF |TO )?){0,3}(?:${title}|${subject.toUpperCase()})\\b[^.\\n]{0,200}`,
  );
}

/**
 * A time to fix something: "correct the nonconformity and, if it cannot do so within thirty (30) days", "is not cured
 * within", "remedy such failure within". A defect "reported" or "discovered" within a period after the fixing verb is
 * a window for claims instead, and is no time to fix.
 */
const CURE_TIME = new RegExp(
  `\\b(?:correct\\w*|cur(?:e|es|ed|ing)|remed(?:y|ies|ied|ying)|repair\\w*|fix\\w*|resolv\\w*|restor\\w*|rectif\\w*|do so|so do|respond\\w*)\\b(?:(?!\\b(?:report|notif|discover|aris|occur|appear|manifest|found|identif|detect|deliver|accept|install|ship)\\w*)[^.\\n]){0,60}?\\b(?:within|in) (?:the )?(?:a period of )?${COUNT} (?:calendar |business )?(?:days?|weeks?|months?|years?)\\b`,
  'gi',
);
/**
 * Something failing, not a party failing to pay or to keep its promises ("fails to pay", "failure to perform its
 * obligations").
 */
const THING_FAILS =
  '(?:fails?|failure)(?! (?:(?:of|by) [\\w ]{1,30}? )?to (?:pay|make (?:any )?payments?|comply|observe|perform (?:any of )?(?:its|their|his|her|our|your|the) (?:obligations|duties|covenants)))';

/**
 * Whether the only periods a warranty sentence states are times allowed to fix a failure: then none of them says how
 * long the warranty runs.
 */
export function onlyCureTimes(sentence: string): boolean {
  if (/\bwarranty period\b|\bshelf[- ]life\b|\buseful life\b|\buntil (?:the )?(?:expiration|expiry)\b/i.test(sentence))
    return false;
  const rest = sentence.replace(CURE_TIME, ' ');
  return rest !== sentence && !PERIOD.test(rest);
}

/**
 * A licence whose object is a place: "a licence to occupy", "a non-exclusive licence, in common with others, to use the
 * common areas", "grant any licence or concession over the Premises". A licence to use software at the premises
 * names the software first, and stays a licence.
 */
const PLACE_LICENSED =
  /\b(?:licen[cs]e|permission)\b[^.\n]{0,30}\bto (?:occupy|enter)\b|\b(?:licen[cs]e|permission)\b[^.\n]{0,80}?\b(?:over|of|in respect of|to use|to access|to park (?:in|on))\b (?:(?:the|any|all|a|an|part of the|its|their|such) )?(?:[\w-]+ ){0,2}?(?:premises|common (?:areas?|parts|property)|land|building|car ?park|parking (?:area|spaces?|bays?)|site|centre|center|shop|store|rooms?|office space|floor space|storage (?:area|space)|loading dock|yard)\b/i;
/**
 * A licence said not to be given: "Disclosure grants no licence or other right in any patent", "This Agreement does not
 * grant the Recipient any licence under any patent", "no licence is hereby given or implied".
 */
const LICENCE_WITHHELD =
  /\b(?:grants?|gives?|confers?|creates?|conveys?) no (?:licen[cs]e|right)|\b(?:does|do|shall|will) not (?:grant|give|confer|create|convey|transfer)\b[^.\n]{0,60}\b(?:any|a) (?:licen[cs]e|right)|\bno (?:licen[cs]e|right)s?\b[^.\n]{0,60}\b(?:is|are|shall be|will be) (?:hereby )?(?:given|conferred|implied|created)\b/i;
/** A ban on licensing, which grants nothing: "must not … grant any licence", "shall not license the Marks to others". */
const LICENSING_FORBIDDEN =
  /\b(?:must|shall|will|may) not\b[^.\n]{0,80}\b(?:grant (?:any|a) (?:licen[cs]e|right)|licen[cs]e (?:the|any|its))\b/i;

/**
 * A covenant's "shall not" in all the forms drafters give it: "must not", "cannot", "agrees not to", "undertakes not
 * to", "covenants not to". A restraint's patterns are written with "shall", "will" or "may"; this reads them in every
 * form.
 */
const NOT_TO =
  '(?:(?:shall|will|may|must|can)(?: not|not)|cannot|(?:agrees?|undertakes?|covenants?|promises?) not to|agrees? to not)';
const NEGATED_MODAL =
  /\(\?:shall\|will\|may\|agrees\? to\) not|\(\?:shall\|will\|agrees\? to\) not|\(\?:shall\|will\|may\|must\) not|\(\?:shall\|will\|may\) not|\(\?:shall\|will\) not|\(\?:shall not\|will not\|may not\)/g;
const everyNegation = (pattern: RegExp) => new RegExp(pattern.source.replace(NEGATED_MODAL, NOT_TO), pattern.flags);

/** What a carve-out from a cap leaves outside it: an obligation, a breach, sums owed, or the usual wrongs and losses. */
const CARVED_OUT =
  "(?:[\\w'’]+['’]s? )?(?:obligations? (?:under|pursuant to|in)|breach\\w* of|amounts? (?:payable|due|owed)|payment obligations|indemni\\w*|liabilit\\w*|damages|gross negligence|wil(?:l)?ful (?:misconduct|default)|fraud\\w*|confidential\\w*|infring\\w*|misappropriat\\w*|death|personal injury|bodily injury)";

/** A sentence that denies any duty to deal only with the other side, before the words that would make one. */
const EXCLUSIVITY_DENIED =
  /\b(?:nothing\b[^.\n]{0,80}\b(?:obliges?|obligates?|requires?|compels?|binds?|commits?)|not (?:be )?(?:obliged|obligated|required|bound|committed)|under no (?:obligation|duty)|no (?:obligation|duty|commitment|requirement))\b[^.\n]{0,200}\b(?:exclusiv\w*|solely|only from|(?:all|any)\b[^.\n]{0,40}\bof (?:its|their|[\w'’]+['’]s) (?:[\w-]+ ){0,3}?requirements|sole (?:source|supplier|provider))\b/i;

/**
 * An exclusive right said not to be given: "This Agreement does not grant Supplier any exclusive right", "nothing in
 * this agreement confers on the Investor any exclusive right to negotiate", "shall not be construed as granting".
 */
const EXCLUSIVE_RIGHT_WITHHELD =
  /\b(?:(?:does|do|did) not|(?:shall|will) not be (?:construed|deemed|interpreted) (?:as|to)|nothing\b[^.\n]{0,80}?) (?:grant|give|confer|create|establish|constitute|award)\w*\b[^.\n]{0,60}\b(?:any|an|the) exclusiv/i;

/**
 * Granting an exclusive licence listed as one way to part with an asset ("sell, license on an exclusive basis or
 * otherwise dispose of any material intellectual property" among matters needing consent): a disposal, not exclusivity.
 */
const EXCLUSIVE_LICENCE_AS_DISPOSAL =
  /\bexclusiv\w*(?: basis)?,? or otherwise (?:dispose|deal|part with|transfer)\b|\b(?:sell|transfer|assign|dispose of)\w*,? (?:or )?(?:licen[cs]e|grant)\w* (?:on an exclusive basis|exclusively|an exclusive licen[cs]e)\b/i;

/**
 * A sentence saying the agreement has no non-compete: "does not contain, and shall not be construed as, a
 * noncompetition covenant", "No non-compete applies", "is not a covenant not to compete".
 */
const NON_COMPETE_DENIED =
  /\b(?:(?:does|do|shall|will) not (?:contain|include|impose|create|constitute)|(?:is|are) not|(?:shall|will) not be (?:construed|deemed|interpreted|read) as)\b[^.\n]{0,60}\b(?:non-?compet\w*|covenant not to compete)|\bno (?:non-?compet\w*|covenant not to compete)\b(?! (?:shall|will) (?:apply )?(?:after|beyond))/i;

/**
 * Insurance left to a party's choice: "may, but is not required to", "is not obliged to carry", "no duty to buy", and
 * in plain English "Insurance is up to you", "We don't require you to hold any cover".
 */
const INSURANCE_OPTIONAL =
  /\binsurance\b[^.\n]{0,30}\b(?:is|are) (?:up to|a matter for|left to|at the (?:sole )?discretion of|optional)\b|\b(?:do(?:es)?n['’]t|do(?:es)? not|won['’]t|will not) (?:require|oblige|expect)\b[^.\n]{0,30}\bto (?:hold|have|carry|take out|buy|obtain|maintain|keep)\b|\bmay,? but (?:is|are|shall|will) not (?:be )?(?:required|obliged|obligated|bound),? to\b|\b(?:is|are|shall be|will be) not (?:required|obliged|obligated) to (?:obtain|maintain|carry|purchase|procure|buy|keep)\b|\bno (?:obligation|duty) to (?:obtain|maintain|carry|purchase|procure|buy|keep)\b/i;

/** A duty to tell: "shall notify Client", "will promptly inform Buyer", "must disclose to Distributor". */
const DUTY_TO_TELL =
  /\b(?:shall|will|must|agrees? to|undertakes? to)(?: \w+ly)? (?:notify|inform|tell|advise|disclose|report|give (?:written )?notice)\b/i;
/**
 * Better terms carried over to the client: the same or equivalent terms, terms no less favourable, or a binding verb
 * that hands them on ("shall extend", "shall apply to Buyer", "shall reduce Client's price", "shall be entitled").
 */
const TERMS_PASSED_ON =
  /\b(?:the same|equivalent|(?:such|that|those) (?:lower|better|more favou?rable|higher|greater|reduced|improved)|no (?:less|more) favou?rable|at least (?:as (?:favou?rable|low|good)|equal to)|most[- ]favou?red|no (?:higher|greater) than)\b|\b(?:shall|will|must)(?: (?!not\b)\w+){0,2}? (?:apply|extend|offer|grant|pass on|match(?:ed)?|reduced?|lower(?:ed)?|adjust(?:ed)?|make available|be entitled|receive|be (?:given|extended|offered|applied))\b|\band (?:\([a-z]\) )?(?:\w+ly )?(?:extend|offer|grant|apply|pass on|match|reduce|lower|adjust|make available)\b/i;

/** Wordings of a right to check the other side's books, records or compliance, the most telling first. */
const AUDIT_PATTERNS: RegExp[] = [
  /\b(?:right to )?audit\w*\b[^.\n]{0,120}\b(?:books|records|accounts|premises|facilities|compliance|statements|invoices|supporting documentation|timesheets|charges)\b/i,
  /\b(?:books|records|accounts)\b[^.\n]{0,200}\b(?:inspect\w*|examin\w*|audit\w*)\b/i,
  /\bmake available\b[^.\n]{0,120}\b(?:books|records|accounts)\b[^.\n]{0,60}\bverify\b/i,
  /\b(?:inspect|examine|audit|verify|review)\b[^.\n]{0,40}\b(?:those|its|the|such|relevant|all|[\w-]+['’]s)\s[^.\n]{0,40}\b(?:books|records|accounts)\b/i,
  /\bright to audit\b/i,
  // Plain English: "We can check your records of time spent", "you may inspect our books".
  /\b(?:can|may|(?:is|are) entitled to|(?:has|have) the right to)\b(?: \w+){0,2}? (?:check|inspect|audit|look at|review|examine)\b (?:your|our|their|its|the other['’]s) (?:[\w-]+ ){0,2}?(?:records|books|accounts|timesheets|logs)\b/i,
  // Premises or use inspected for compliance: "may inspect Supplier's facilities to confirm compliance", "access to
  // its premises and records for the purpose of verifying compliance", "conduct an audit of Licensee's use".
  /\b(?:audit|inspect|examine|access to)\w*\b[^.\n]{0,60}\b(?:facilit(?:y|ies)|premises|plants?|sites?|operations|systems|records|books)\b[^.\n]{0,80}\b(?:verify|confirm|ensure|determine|monitor)\w*\b[^.\n]{0,30}\bcompliance\b/i,
  // A site visit that takes in the records: "to enter and inspect the Manufacturer's facility … and to examine and take
  // copies of the batch records … and such books of account as relate to the Products".
  /\b(?:inspect|examine|audit|visit)\w*\b[^.\n]{0,60}\b(?:facilit(?:y|ies)|premises|plants?|factor(?:y|ies)|warehouses?|laborator(?:y|ies)|sites?)\b[^.\n]{0,300}\b(?:examine|inspect|audit|review|take copies of|copy)\b[^.\n]{0,160}\b(?:records|books|registers)\b/i,
  /\b(?:conduct|perform|carry out|undertake)\w* (?:an? )?(?:audits?|inspections?) of\b[^.\n]{0,20}\b(?:the other party|[\w-]+['’]s)\b[^.\n]{0,40}\b(?:use|usage|compliance|books|records|facilit\w*|premises|operations|systems|deployment|installations?)\b/i,
  /\b(?:verify|confirm|check)\w*\b[^.\n]{0,60}\bcompliance\b[^.\n]{0,80}\b(?:audit|inspection)s?\b/i,
  // An accountant sent to check the figures: "may appoint an independent accountant to verify the royalty statements".
  /\b(?:accountants?|auditors?)\b[^.\n]{0,80}\b(?:verify|examine|audit|inspect|review)\w*\b[^.\n]{0,60}\b(?:statements?|reports?|royalt\w*|payments?|fees|calculations?|records|compliance)\b/i,
  // Compliance certified on request: "upon request, Licensee shall certify in writing its compliance with the licence".
  /\b(?:request|demand)\w*\b[^.\n]{0,100}\bcertif\w*\b[^.\n]{0,80}\bcompliance\b|\bcertif\w*\b[^.\n]{0,80}\bcompliance\b[^.\n]{0,80}\b(?:request|demand)\w*\b/i,
  // Records kept and shown or certified on request: "shall maintain records of the number of users and, upon
  // Licensor's request, certify its compliance with the licence".
  /\b(?:maintain|keep)\w*\b[^.\n]{0,60}\b(?:records|books|accounts|logs)\b[^.\n]{0,200}\brequest\w*\b[^.\n]{0,100}\b(?:certify (?:in writing )?(?:its |their )?(?:compliance|the number|usage|use)|verify|verification|inspect\w*|examin\w*|make (?:them|such records|the records) available|provide (?:copies|them|such records|access))\b/i,
];

/**
 * A right to inspect or audit denied: "do not give the other Party any right to inspect its records", "shall have no
 * right to audit", "Nothing in this Agreement entitles Licensor to inspect Licensee's premises", "this gives the
 * Investor no right to inspect the Company's systems", "Nothing in this clause grants a right to audit".
 */
const AUDIT_DENIED =
  /\b(?:gives?|grants?|confers?|creates?|provides?)\b[^.\n]{0,60}?\bno (?:right|entitlement) (?:to|of) (?:inspect|audit|examine|review|access|check)\b[^.;\n]{0,80}|\bnothing\b[^.\n]{0,60}\b(?:gives?|grants?|confers?|creates?)\b[^.\n]{0,60}?\b(?:any|a|the)?\s*(?:right|entitlement) (?:to|of) (?:inspect|audit|examine|review|access|check)\b[^.;\n]{0,80}|\b(?:(?:do(?:es)?|shall|will) not|do(?:es)?n['’]t|won['’]t)\s+(?:give|grant|confer|create|provide|entitle)\b[^.\n]{0,60}?\b(?:any|a|the)?\s*(?:right|entitlement) (?:to|of) (?:inspect|audit|examine|review|access|check)\b[^.;\n]{0,80}|\b(?:has|have|shall have|will have) no right (?:to|of) (?:inspect|audit|examine|review|access|check)\b[^.;\n]{0,80}|\bnothing\b[^.\n]{0,60}\bentitles?\b[^.\n]{0,40}\bto (?:inspect|audit|examine|review|access|check)\b[^.;\n]{0,80}/gi;

export const CLAUSE_FAMILIES: ClauseFamily[] = [
  {
    key: 'renewal-notice',
    clause: 'Notice to stop renewal',
    topics: ['renewal', 'renew', 'notice', 'non-renewal'],
    patterns: [
      /\bnotice of (?:its |their )?(?:intent(?:ion)? )?(?:not to (?:renew|extend)|non-?(?:renewal|extension))\b/i,
      /\b(?:unless|until) (?:either|one|a) party\b[^.\n]{0,120}\b(?:not to renew|non-?renewal|intention not to|terminate)\b[^.\n]{0,120}\b(?:prior to|before|in advance of)\b[^.\n]{0,40}\b(?:end|expiration|expiry)\b/i,
      /\b(?:renew|extend|extension|successive)\w*\b[^.\n]{0,160}\bunless\b[^.\n]{0,160}\b(?:notice|notif\w*|inform\w*)\b/i,
      // "renews for further twelve-month terms unless cancelled in writing thirty days prior to the anniversary date".
      /\b(?:renew|extend|extension|successive)\w*\b[^.\n]{0,160}\bunless\b[^.\n]{0,60}\b(?:(?:cancel\w*|terminat\w*) (?:in writing|by (?:either|one|a|any) party)|written (?:cancellation|termination))\b[^.\n]{0,80}\b(?:prior to|before|in advance of)\b/i,
      // An evergreen: "shall then continue unless and until either party gives nine months' notice to terminate".
      // Or for further periods: "automatically continues for a further period of 12 months … unless either party gives
      // the other written notice, no later than 90 days before the end of the Initial Term".
      /\b(?:continue\w*|carr(?:y|ies) on)\b[^.\n]{0,40}\b(?:further|additional|successive|another)\b[^.\n]{0,200}\bunless\b[^.\n]{0,200}\b(?:notice|notif\w*|tells?|informs?)\b/i,
      /\bcontinue\w*\b[^.\n]{0,40}\bunless and until\b[^.\n]{0,160}\bnotice\b/i,
      // The notice first: "Unless Lessee gives notice 180 days before the end of the term …, the Lease shall automatically extend".
      /\bunless\b[^.\n]{0,200}\b(?:notice|notif\w*)\b[^.\n]{0,200}\b(?:automatically |shall |will )(?:renew|extend)\w*/i,
      /\bthereafter\b[^.\n]{0,80}\bunless\b[^.\n]{0,40}\bterminated by (?:either|any|each|a|one) party\b[^.\n]{0,80}\bnotice\b/i,
      /\bnon-?(?:renewal|extension)\b/i,
      // "Either party may prevent renewal by giving written notice at least 60 days before the renewal date".
      /\b(?:prevent|avoid|stop|block|opt out of|decline)\b[^.\n]{0,20}\b(?:renewal|extension)\b[^.\n]{0,100}\b(?:notice|notif\w*)\b/i,
      /\b(?:intention|intent|decision|wish) not to (?:renew|extend)\b|\bdoes not wish to (?:renew|extend)\b/i,
      // A renewal that must be claimed by a deadline is a date to diarise just the same.
      /\b(?:notice|notif\w*)\b[^.\n]{0,120}\b(?:before|prior to|ahead of)\b[^.\n]{0,40}\b(?:end|expir\w*)\b[^.\n]{0,60}\b(?:request|seek|ask for|claim|elect)\w* (?:a |an |the )?(?:renewal|extension)\b/i,
      /\bnotice of (?:its|their|your|his|her) (?:election|intention|intent|decision) to (?:renew|extend)\b/i,
      // "has notified Franchisor in writing of its election to acquire a successor franchise".
      /\b(?:notice|notif\w*)\b[^.\n]{0,40}\bof (?:its|their|your|his|her) (?:election|intention|intent|decision|desire|wish) to (?:renew|extend|(?:acquire|obtain|enter into|exercise) (?:an? |the )?(?:successor|renewal|additional|extended))\b/i,
      /\b(?:renew\w*|exten(?:d|sion)\w*|(?:additional|further) (?:term|period)|successor (?:franchise|term|agreement))\b[^.\n]{0,300}\b(?:notice|notif\w*)\b[^.\n]{0,160}\b(?:before|prior to)\b[^.\n]{0,40}\b(?:end|expir\w*)\b/i,
      // An evergreen ended by notice before a term runs out: "continue from year to year until terminated by either
      // party upon 180 days' notice prior to the end of the initial term".
      /\b(?:from year to year|year[- ]to[- ]year|successive|thereafter)\b[^.\n]{0,120}\buntil terminated\b[^.\n]{0,120}\bnotice\b[^.\n]{0,60}\b(?:before|prior to)\b[^.\n]{0,40}\b(?:end|expir\w*)\b/i,
      // An option to renew exercised by notice by a date: "option to extend … by giving written notice on or before May 31".
      // The option may be named in brackets before its object: "the option (the "Extension Right") to extend".
      /\b(?:option|right)(?: \([^()]{1,60}\))? to (?:renew|extend)\b[^.\n]{0,200}\bnotice\b/i,
      // The option granted in one sentence and its exercise by notice set in the next: "Tenant shall have one option to
      // extend the Term for five years. Tenant must exercise such option by written notice given …". The exercise is
      // quoted, since it holds the deadline.
      /\bexercis(?<=\b(?:(?:option|right)s?\b[^.\n]{0,60}\b(?:renew\w*|extend|extension)|(?:renewal|extension) options?)\b[^\n]{0,400}?exercis)\w*\b[^.\n]{0,120}\b(?:notice|notif\w*)\b/i,
      // An option granted in the verb: "We may extend the Term for two more years by giving you written notice no later
      // than September 30", "Tenant may renew this Lease by serving notice at least six months before it ends".
      /\b(?:may|can|(?:has|have|shall have|will have) the (?:option|right) to|(?:is|are|shall be) entitled to) (?:renew|extend) (?:the (?:initial |then[- ]current |original )?term|this (?:agreement|lease|contract|licen[cs]e|tenancy)|the (?:agreement|lease|contract|tenancy|licen[cs]e|engagement|sponsorship))\b[^.\n]{0,100}\bby (?:giving|serving|sending|delivering|providing)\b[^.\n]{0,60}\bnotice\b/i,
      // Plain English, the option in the verb and its notice in the next sentence: "The Sponsor may keep the partnership
      // going for a further two Seasons … To do so, the Sponsor must tell the Club in writing on or before 31 December".
      /\b(?:may|can|(?:is|are|shall be) entitled to) (?:keep|carry on|continue|prolong)\b[^.\n]{0,60}\b(?:for|into) (?:a |an )?(?:further|another|additional|extra|second)\b[^.\n]{0,200}\.\s+(?:to do so|to (?:exercise|take up) (?:this|that|the|its) (?:option|right))\b[^.\n]{0,40}\b(?:must|shall|needs? to|has to|should)\b[^.\n]{0,40}\b(?:tell|notify|give (?:\w+ )?notice|inform|writ)\w*/i,
      // Plain English, a subscription stopped by cancelling in time: "your plan renews each month unless you cancel
      // before the next billing date", "you need to cancel at least 7 days before your renewal date".
      /\brenew\w*\b[^.\n]{0,160}\bunless\b[^.\n]{0,60}\bcancel\w*\b[^.\n]{0,60}\b(?:before|prior to|ahead of|no later than|not later than)\b/i,
      /\bcancel\w*\b[^.\n]{0,60}\b(?:before|prior to|ahead of)\b[^.\n]{0,30}\b(?:the|your|its|each|any|an?) (?:next |annual |upcoming )?(?:renewal|anniversary) (?:date|day)\b/i,
      // "To avoid being charged for the next period, you need to cancel at least 24 hours before your current period ends."
      /\b(?:avoid|stop|prevent)\b[^.\n]{0,20}\b(?:being charged|charges?|renewal|billing)\b[^.\n]{0,40}\bfor the next (?:period|term|month|year|billing period)\b[^.\n]{0,60}\bcancel\w*\b[^.\n]{0,40}\b(?:before|prior to|ahead of)\b/i,
    ],
    // An insurer's cancellation or non-renewal of cover, to be notified, is the insurance clause, not the agreement's renewal.
    accept: (snippet) =>
      !/\b(?:insurance|insurer|coverage|policy|policies)\b[^.\n]{0,200}\b(?:cancell?ation|non-?renewal)\b|\b(?:cancell?ation|non-?renewal)\b[^.\n]{0,80}\b(?:insurance|insurer|coverage|policy|policies)\b/i.test(
        snippet,
      ),
    level: (snippet) => (BY_DATE.test(snippet) || (periodNear(snippet, NOTICE_ANCHOR) ?? 0) > 60 ? 'medium' : 'low'),
    finding: (snippet) => {
      const days = periodNear(snippet, NOTICE_ANCHOR);
      // A deadline set as a calendar date ("no later than September 30, 2032") is that date, not a period.
      const when = BY_DATE.test(snippet)
        ? ' by the date the clause names'
        : days
          ? ` given ${days} days or more before the term ends`
          : ' before the term ends';
      // "unless sooner terminated" says nothing of how renewal is stopped.
      return /\bunless\b(?! (?:earlier|sooner|otherwise) terminated)|\bnot to\b|\bnon-?(?:renewal|extension)\b|\bcancel\w*\b[^.\n]{0,60}\b(?:before|prior to|ahead of)\b/i.test(
        snippet,
      )
        ? `Renewal can be stopped by notice${when}.`
        : `Renewal must be claimed by notice${when}; miss the date and the agreement ends.`;
    },
    recommendation:
      'Diarise the last day to give notice of non-renewal; ask for a shorter window (30-60 days) if it is long.',
  },
  {
    key: 'termination-for-convenience',
    clause: 'Termination for convenience',
    topics: ['termination', 'terminate', 'convenience', 'cancel'],
    patterns: [
      /\b(?:terminat|terminab|cancel)\w*\b[^.\n]{0,100}\b(?:for convenience|for any reason|without cause|with or without cause|for no reason|at any time upon)\b/i,
      /\b(?:for convenience|without cause)\b[^.\n]{0,60}\bterminat/i,
      new RegExp(`\\b(?:terminat\\w*|end|cancel)\\b[^.\\n]{0,60}${CONVENIENCE.source}`, 'i'),
      // "may terminate on 30 days' notice" is at will unless it names a cause (breach, default, insolvency …).
      /\b(?:may|can|right to),? (?:[\w,]+ ){0,6}?(?:terminate|end|opt out of|determine (?=(?:this|the) (?:lease|agreement|tenancy|licen[cs]e|underlease)\b))\b[^.\n]{0,100}\b(?:by giving|upon giving|on giving|upon|on|with|by)\b[^.\n]{0,30}\b(?:days?|months?)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i,
      // A break right: "The Lessee may determine this Lease on the third anniversary … by giving to the Lessor not less
      // than six (6) months' prior written notice".
      /\b(?:may|can|is entitled to)\b[^.\n]{0,20}\b(?:terminate|determine|end) (?:this|the) (?:lease|agreement|tenancy|licen[cs]e|underlease)\b[^.\n]{0,160}\bby (?:giving|serving)\b[^.\n]{0,60}\b(?:days?|months?)['’]?\s+(?:prior\s+)?(?:written\s+)?notice\b/i,
      // An early-termination option exercised by notice given months ahead: "Tenant may terminate this Lease effective as
      // of … by giving Landlord written notice at least twelve (12) months before the Early Termination Date".
      /\b(?:may|can|right to),? (?:[\w,]+ ){0,6}?terminate (?:this|the) (?:agreement|contract|lease|licen[cs]e)\b[^.]{0,160}\bby (?:giving|delivering|providing) (?:[\w'’]+ ){0,2}(?:prior )?written notice (?:at least|not less than|no less than) [^.]{0,30}\b(?:days?|months?)\b/i,
      /\b(?:terminated|terminable|ended|cancell?ed) by (?:either|any|each) party (?:giving|upon|on|by|with|after)\b[^.\n]{0,80}\bnotice\b/i,
      // Other verbs for ending at will: "may end the engagement at any time for any reason or no reason", "may
      // discontinue the maintenance services for its convenience", "may withdraw from this Agreement without cause".
      new RegExp(
        `\\b(?:may|can|right to|entitled to),? (?:[\\w,]+ ){0,5}?(?:end|discontinue|withdraw from|opt out of|terminate|cancel)\\b[^.\\n]{0,80}(?:${AT_WILL.source})`,
        'i',
      ),
      // The passive: "The periodic tenancy may be ended by either party, without giving any reason, on one month's notice".
      new RegExp(`\\b(?:may|can) be (?:ended|brought to an end|cancell?ed)\\b[^.\\n]{0,80}(?:${AT_WILL.source})`, 'i'),
      // Notice at any time, with no cause named: "Either party may terminate this Agreement at any time by giving
      // written notice", "… by written notice to the other party at any time".
      // The agreement is named: an employee's "may terminate it at any time" is the at-will rule of employment.
      /\b(?:may|can|right to|entitled to),? (?:[\w,]+ ){0,6}?(?:terminate|end|cancel) (?:this|the) (?:agreement|contract|engagement|arrangement|licen[cs]e|lease|subscription|order|statement of work|sow)\b(?:[^.\n]{0,80}\bat any time\b[^.\n]{0,60}\bnotice\b|[^.\n]{0,80}\bnotice\b[^.\n]{0,60}\bat any time\b)|\b(?:may|can),? at any time,? (?:[\w,]+ ){0,3}?(?:terminate|end|cancel) (?:this|the) (?:agreement|contract|engagement|arrangement|licen[cs]e|lease|subscription|order|statement of work|sow)\b[^.\n]{0,80}\bnotice\b/i,
      // Before a deal is signed the way out is to stop talking: "Either party may end discussions at any time", "may
      // terminate negotiations without giving reasons".
      /\b(?:may|can|right to|entitled to),? (?:[\w,]+ ){0,4}?(?:end|terminate|discontinue|break off|withdraw from|cease)\b (?:the |all |any |its |their )?(?:discussions|negotiations|talks)\b[^.\n]{0,120}\b(?:at any time|without (?:giving |stating )?(?:any )?reasons?|for any (?:or no )?reason|for no reason)\b/i,
    ],
    // Notice that may only be given before a term ends stops a renewal; it is no right to end the agreement at will.
    // "for any reason" that only says how it ended or names a cause is no choice to end it.
    accept: (snippet) => {
      const atWill = AT_WILL.test(snippet.replace(ANY_REASON_AS_CAUSE, ''));
      return (
        TERMINATION_RIGHT.test(snippet.replace(NEGATED_RIGHT, '')) &&
        (atWill || (!FOR_CAUSE.test(snippet) && !AT_WILL.test(snippet))) &&
        (/\bat any time\b/i.test(snippet) || !/\b(?:before|prior to) the (?:end|expiration|expiry) of\b/i.test(snippet))
      );
    },
    level: (snippet) =>
      MUTUAL.test(snippet) ? 'low' : (periodNear(snippet, NOTICE_ANCHOR) ?? 0) < 30 ? 'high' : 'medium',
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
      // "represents to Buyer that", "represents, as of the Closing, that"; not a sales agent who may "represent any new
      // line, so that" the principal can weigh it.
      /\brepresents?\b(?:,? (?:to|in favou?r of|for the benefit of) (?:the |each )?[\w'’ ]{1,30}?)?(?:,[^,.\n]{0,40},)?,? that\b/i,
      /\bwarrant(?:y|ies)\b/i,
      // "that" left out: "Provider warrants the reports will be accurate", "Seller warrants to Buyer all Goods are new".
      /\bwarrants?,? (?:to [\w ]{1,30}? )?(?:the|its|all|each|any|such|every)\b[^.\n]{0,80}\b(?:will|shall|are|is|do|does|has|have)\b/i,
      /\bguarantees? that\b/i,
      // "When you open an account … you confirm that: (a) the information you give us is true".
      /\b(?:you|we|each party|the (?:customer|supplier|seller|buyer|licensee|licensor|member|user)) (?:confirms?|represents?) (?:to (?:us|you|the other) )?that\b/i,
      // Plain English: "You promise that the work is your own", "We promise you that …" (not "can't promise that").
      /(?<!(?:\bnot|\bnever|\bcannot|n['’]t)\s)\bpromises?,? (?:(?:to )?(?:us|you|them|him|her|the \w+) )?that\b/i,
      // A promised standard of performance is a warranty without the word: "shall perform the Services in a workmanlike manner".
      /\b(?:shall|will)\b[^.\n]{0,40}\b(?:perform\w*|render\w*|provide)\b[^.\n]{0,60}\bin a (?:good,? )?(?:and )?(?:professional|workmanlike|competent)\b/i,
    ],
    // A disclaimer or a promise not to make warranties is no warranty given: it is its own item below. The clause's
    // heading ("8. WARRANTIES; DISCLAIMER") is read apart from the sentence under it.
    // A promise that prices match other customers' is price parity, not a promise about quality.
    // An agent told it may not make warranties on the principal's behalf gives none either.
    accept: (snippet, sentence) =>
      !/\bwarrant(?:s|ed)? deed\b|\bstock (?:purchase )?warrants?\b/i.test(snippet) &&
      !(
        /\b(?:no (?:authority|right|power)|not (?:be )?(?:authori[sz]ed|entitled|permitted))\b[^.\n]{0,300}\b(?:make|give|offer|extend) any (?:representations?|warrant(?:y|ies)|promises?)\b/i.test(
          sentence,
        ) && !/\bwarrants? that\b|\brepresents and warrants\b/i.test(sentence)
      ) &&
      !(
        /\brepresents?\b[^.\n]{0,80}\b(?:prices?|rates?|fees?|pricing|terms)\b[^.\n]{0,80}\b(?:no less favou?rable than|at least as favou?rable as|no (?:higher|greater) than)\b/i.test(
          sentence,
        ) && !/\bwarrant/i.test(sentence)
      ) &&
      !DISCLAIMER.test(sentence.replace(LEADING_HEADING, '')),
    level: (snippet) => (/\bsole (?:obligation|remedy)\b|\bexclusive remedy\b/i.test(snippet) ? 'medium' : 'low'),
    finding: (snippet) =>
      /\bsole (?:obligation|remedy)\b|\bexclusive remedy\b/i.test(snippet)
        ? 'Warranties are given, with a limited remedy.'
        : 'Warranties are given.',
    recommendation:
      'Check what is promised (conformity to specifications, workmanlike performance, non-infringement), what the remedy is, and what is disclaimed.',
    protectIn: ['sale', 'services'],
    missing: 'No warranty was found: nothing is promised about quality or conformity.',
  },
  {
    key: 'warranty-disclaimer',
    clause: 'Warranty disclaimer',
    topics: ['warranty', 'warranties', 'disclaimer', 'as is'],
    patterns: [DISCLAIMER],
    level: () => 'medium',
    finding: () => 'Warranties are disclaimed or limited ("as is").',
    recommendation:
      'Check what is still promised after the disclaimer; ask for at least conformity to the documentation and non-infringement.',
  },
  {
    key: 'warranty-duration',
    clause: 'Warranty period',
    topics: ['warranty', 'period', 'duration', 'defects'],
    patterns: [
      /\bwarranty period\b[^.\n]{0,160}/i,
      new RegExp(
        `\\b(?:warrant\\w*|guarantee[sd]? (?:that|the|its|all|against|each|any))\\b[^.\\n]{0,300}\\b(?:for (?:a period of |the (?:longer|shorter|lesser|greater) of |the first )?|within (?:the first )?|during (?:the )?first )${COUNT} (?:calendar )?(?:days?|months?|years?)\\b`,
        'i',
      ),
      // The warranties said to subsist, survive or last for a period: "The warranties in Clause 8.1(b) and (c) shall
      // subsist … until the date of expiry printed on the label …, and in any event for not less than twenty-four (24)
      // months from the date of manufacture".
      new RegExp(
        `\\bwarrant\\w*(?:[^.\\n]|\\.(?=\\d)){0,120}?\\b(?:shall|will) (?:subsist|survive|continue|remain (?:in (?:force|effect)|valid)|last|run|apply)\\b[^.\\n]{0,160}\\b(?:until (?:the )?(?:date of )?(?:expir\\w*|end)|for (?:(?:not less than|at least|a (?:minimum )?period of|a minimum of) )*${COUNT} (?:calendar )?(?:days?|months?|years?))\\b`,
        'i',
      ),
      // Plain English, the promise that a thing delivered works for a while: "Each patch, fix or workaround we deliver
      // will work substantially as we describe it for 90 days after we deliver it to you".
      new RegExp(
        `\\b(?:will|shall)(?: \\w+ly)? (?:work|perform|operate|function|conform)\\b[^.\\n]{0,80}\\bfor ${COUNT} (?:calendar )?(?:days?|months?|years?) (?:after|from|following) (?:(?:we|you|it|they) )?(?:the (?:date of )?)?(?:deliver|install|accept|ship|complet)\\w*`,
        'i',
      ),
      // A warranty that runs to a date rather than for a period: "each Product will conform to the Specifications from
      // the date of delivery until the expiration date printed on its label", "free from defects for its shelf life".
      /\bwarrant\w*\b[^.\n]{0,500}?\b(?:conform\w*|free (?:from|of)|perform\w*|operate)\b[^.\n]{0,120}\b(?:until|through) (?:the )?(?:expiration|expiry|end of (?:its|the|their) (?:shelf[- ]life|useful life))\b|\bwarrant\w*\b[^.\n]{0,300}\bfor (?:the|its|their) (?:remaining |full |remainder of (?:the|its|their) |balance of (?:the|its|their) )?(?:stated |labell?ed |declared |specified )?shelf[- ]life\b/i,
      // A promise to repair what fails early: "if any such system fails during the first twelve (12) months, Landlord
      // shall repair it". A party's failure to pay or to keep its promises ("if we fail to pay any amount due within 20
      // days … and don't fix the breach within 30 days") is a breach with a time to cure it, not a thing that fails.
      new RegExp(
        `\\b(?:${THING_FAILS}|defect\\w*|malfunction\\w*|breaks? down|not (?:in good|conform\\w*))\\b[^.\\n]{0,80}\\b(?:during|within) (?:the first )?${COUNT} (?:days?|months?|years?)\\b[^.\\n]{0,120}\\b(?:repair|replace|correct|remedy|fix|made good)\\w*`,
        'i',
      ),
      // The period first: "If, within thirty (30) days after delivery, a defect appears, Lessor will repair it".
      new RegExp(
        `\\b(?:during|within) (?:the first )?${COUNT} (?:days?|months?|years?)\\b[^.\\n]{0,80}\\b(?:${THING_FAILS}|defect\\w*|malfunction\\w*|breaks? down)\\b[^.\\n]{0,120}\\b(?:repair|replace|correct|remedy|fix|made good)\\w*`,
        'i',
      ),
      /\b\w+(?:[- ]\(\d+\))? (?:days?|months?|years?) (?:from|after|following) (?:the )?(?:[\w-]+['’]s? )?(?:date of )?(?:delivery|acceptance|installation|shipment|completion)\b[^.\n]{0,120}\bwarrant/i,
      // A time bar on warranty claims: "No claim may be brought for breach of the Warranties unless notice of it is given
      // before the second anniversary of Completion", "Warranty Claims must be notified within 18 months".
      new RegExp(
        `(?:\\bclaims?\\b[^.\\n]{0,120}\\b(?:breach of (?:any of )?the (?:[\\w-]+ )?warrant\\w*|under (?:the|any) (?:[\\w-]+ )?warrant\\w*)|\\bwarranty claims?)\\b[^.\\n]{0,200}\\b(?:unless|before|within|no later than|not later than|on or before)\\b[^.\\n]{0,120}\\b(?:(?:first|second|third|fourth|fifth|sixth|\\d+(?:st|nd|rd|th)) anniversary|${COUNT} (?:calendar )?(?:days?|months?|years?))\\b`,
        'i',
      ),
      // The period stated apart from the word "warrant": "will conform … for a period of ninety (90) days after acceptance".
      /\b(?:conform|free (?:from|of) defects|operate)\b[^.\n]{0,120}\bfor a period of [\w-]+(?: \(\d+\))? (?:calendar )?(?:days?|months?|years?)\b/i,
      /\bfor a period of [\w-]+(?: \(\d+\))? (?:calendar )?(?:days?|months?|years?) (?:from|after|following) (?:the )?(?:date of )?(?:final )?(?:delivery|acceptance|installation|shipment|completion)\b[^.\n]{0,120}\b(?:conform|defects?|operate)\b/i,
      // How long representations and warranties survive is the time to claim under them: "shall survive the Closing
      // … until the date that is eighteen (18) months from the Closing Date".
      /\bwarrant(?:y|ies)\b[^.\n]{0,120}\bsurviv\w*\b[^.\n]{0,200}\b\w+(?:[- ]\(\d+\))? (?:calendar )?(?:months|years)\b/i,
      // A promise to fix defects for a time is one: "will, for twelve (12) months following release, correct any bugs".
      /\bfor [\w-]+(?: \(\d+\))? (?:days?|months?|years?) (?:following|after|from)\b[^.\n]{0,60}\b(?:correct|repair|fix|remedy)\b[^.\n]{0,40}\b(?:defect(?:s|ive)?|bugs?|errors?|non-?conformit\w*)\b/i,
      // A time limit on claims for defects is a warranty period too: "notify any nonconformity within sixty (60) days".
      /\b(?:notify|report|give notice)\w*\b[^.\n]{0,60}\b(?:non-?conformit\w*|defects?|(?:does|do|did) not conform)\b[^.\n]{0,40}\bwithin [\w-]+(?: \(\d+\))? (?:calendar |business )?(?:days?|months?)\b/i,
      // The defect first: "re-perform the non-conforming service, provided Sponsor notifies CRO within 120 days".
      /\b(?:non-?conform\w*|defect\w*)\b[^.\n]{0,160}\bnotif\w*\b[^.\n]{0,30}\bwithin [\w -]{1,30}(?:\(\d+\) )?(?:calendar |business )?(?:days?|months?)\b/i,
      // "a limited warranty of two years", "a twelve-month warranty", "a 90-day warranty".
      new RegExp(
        `\\bwarranty (?:period )?of ${COUNT} (?:calendar )?(?:days?|months?|years?)\\b|\\b${COUNT}[- ](?:day|month|year)(?:['’]s?)? (?:limited |express |parts and labou?r )?warranty\\b`,
        'i',
      ),
      // How long the warranty itself lasts: "The foregoing warranty shall expire twelve (12) months after shipment",
      // "This warranty expires at the end of that ninety-day period".
      new RegExp(
        `\\b(?:warrant(?:y|ies)|guarantee)\\b[^.\\n]{0,60}\\b(?:(?:shall|will) (?:expire|terminate|lapse|end|remain in (?:effect|force)|continue|last|run)|expires|lapses|ends|lasts|runs)\\b[^.\\n]{0,60}\\b${COUNT} (?:calendar )?(?:days?|months?|years?)\\b`,
        'i',
      ),
    ],
    // A time to fix a breach of warranty ("shall correct the nonconformity and, if it cannot do so within thirty days,
    // Customer may terminate") says how long the repair may take, not how long the warranty lasts.
    accept: (_snippet, sentence) => !onlyCureTimes(sentence),
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
      // The Commonwealth restraint: "must not … be engaged, concerned or interested in any business … that sells".
      // Or each word with its own preposition: "shall not … carry on, be engaged in, concerned with or interested in any
      // Restricted Business".
      /\b(?:must|shall|will|may) not\b[^.\n]{0,450}\b(?:be )?(?:engaged|concerned|interested)(?: in| with)?(?:,? (?:or )?(?:engaged|concerned|interested)(?: in| with)?){1,2} (?:any|a|another) (?:[\w-]+ ){0,2}?(?:business|undertaking|enterprise|venture|activity)\b/i,
      // Plain English: "You won't work for any of our competitors", "You can't set up a competing business".
      /\b(?:won['’]t|can['’]t|cannot|mustn['’]t|must not)\b[^.\n]{0,60}\b(?:work (?:for|with)|provide (?:services|work) (?:to|for)|compete with|set up|start|run|open)\b[^.\n]{0,60}\b(?:competitors?|competing|rival)\b/i,
      // Competing as the act promised away ("shall not compete", "will not be competing with"); "competing" naming a
      // rival's goods ("shall not stock any Competing Beverage Brand product") is read by the patterns for the goods.
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,60}\b(?:compet(?:e|es)|competing (?:with|against)|engage in (?:any )?(?:business|activit\w*) (?:that|which) (?:competes|is competitive))\b/i,
      /\bnot (?:to )?(?:directly or indirectly )?compete\b/i,
      /\b(?:competing|competitive) (?:\w+ )?(?:products?|services?|business(?:es)?)\b[^.\n]{0,80}\b(?:shall not|will not|may not)\b/i,
      // Room for a promise about affiliates between: "shall not, and shall procure that its Affiliates do not, develop,
      // manufacture, market or sell any Competing Product".
      /\b(?:shall not|will not|may not)\b[^.\n]{0,260}\b(?:competing|competitive) (?:\w+ )?(?:products?|services?|business(?:es)?)\b/i,
      // A like product kept from others for a time: "During the Term and for six months after Launch, Developer shall not
      // develop, or assist any third party in developing, any mobile game that belongs to the match-3 genre".
      /\b(?:during|until)\b[^.\n]{0,120}\b(?:shall|will|may) not\b[^.\n]{0,80}\b(?:develop|design|make|produce|publish|sell|market)\w*\b[^.\n]{0,80}\bany (?:other )?(?:[\w-]+ )?(?:games?|products?|software|applications?|apps?|titles?|services?) (?:that|which)\b[^.\n]{0,160}\b(?:similar|compet\w*|genre|same (?:type|kind|category)|substitut\w*)/i,
      // The English and Commonwealth formula, often as an item of a list under the promise: "shall not, for 12 months
      // …, directly or indirectly: (a) be engaged, concerned or interested in any business which competes with …".
      /\b(?:(?:shall|will|may|must) not|(?:agrees?|undertakes?|covenants?) not to)\b[^.\n]{0,250}\b(?:engaged|concerned|interested|involved)\b[^.\n]{0,40}\bin any (?:business|undertaking|activity|company|entity|firm|trade)\b[^.\n]{0,160}\b(?:which|that) (?:competes?|(?:is|are) (?:or (?:is|are) likely to be )?in competition|(?:is|are) competitive)\b/i,
      // "shall not, during the term, market any product which is substantially similar to the Product".
      /\b(?:shall|will|may) not\b[^.\n]{0,60}\b(?:make|manufacture|sell|market|distribute|promote|offer|develop)\b[^.\n]{0,60}\b(?:products?|services?)\b[^.\n]{0,30}\b(?:substantially |materially )?(?:similar|identical) to\b/i,
      // The thing first: "shall not … distribute any product competitive with the Products".
      /\b(?:shall not|will not|may not)\b[^.\n]{0,120}\b(?:products?|services?|business(?:es)?|lines?|goods|brands?|items|merchandise|software)\b (?:(?:that|which) (?:is|are) )?(?:competitive|in competition) with\b/i,
      // "shall not … own, manage, be employed by or hold an interest in any business that … competes with …"
      /\b(?:(?:shall|will|may|agrees? to) not|neither\b[^.\n]{0,80}\bnor\b[^.\n]{0,80}\b(?:shall|will|may)|no \w+ shall)\b[^.\n]{0,120}\b(?:engage|own|operate|manage|be employed|work for|consult|hold an interest|have any interest|be (?:concerned|interested|engaged)|carry on|develop or acquire)\b[^.\n]{0,200}\b(?:compet\w*|a competitive business)\b/i,
      // A radius restriction: no like business run near the premises or the site. "neither the Tenant nor its
      // affiliates shall carry on a business similar to that carried on in the Premises within a radius of five (5)
      // kilometres".
      /\b(?:(?:shall|will|may|must) not|(?:agrees?|undertakes?|covenants?) not to|neither\b[^.\n]{0,80}\bnor\b[^.\n]{0,120}\b(?:shall|will|may))\b[^.\n]{0,60}\b(?:carry on|operate|open|own|conduct|run|be engaged in|engage in|be (?:concerned|interested) in)\b[^.\n]{0,60}\b(?:business|store|shop|restaurant|outlet|branch|practice|clinic)\b(?=[^.\n]{0,120}\b(?:similar|compet\w*|same as|the permitted use)\b)[^.\n]{0,160}\bwithin (?:a (?:radius|distance) of )?(?:[\w-]+ )?(?:\(\d+\) )?(?:kilomet(?:er|re)s?|km|miles?|met(?:er|re)s|blocks)\b/i,
      // Endorsing or working for anyone in the rival goods: "You will not endorse, promote or provide services to any
      // company for Competitive Products".
      /\b(?:(?:shall|will|may|must) not|(?:agrees?|undertakes?|covenants?) not to)\b[^.\n]{0,160}\b(?:endorse|promote|advertise|represent|work for|consult for|(?:provide|perform|render) (?:any )?(?:[\w-]+ )?services)\b[^.\n]{0,100}\b(?:to|for|with|on behalf of) any (?:other )?(?:person|company|entity|business|brand|third party|manufacturer|one|competitor)\b[^.\n]{0,20}?\b(?:for|in respect of|in relation to|in connection with|that (?:makes|sells|markets)) (?:any )?(?:competing|competitive|rival) (?:products?|services?|brands?|goods)\b/i,
      /\b(?:shall|will|may) not (?:manufacture|make|produce|sell|market|distribute)\b[^.\n]{0,40}\bfor (?:itself|its own account|any third party|others)\b[^.\n]{0,120}\b(?:similar|identical|substitute)\b/i,
      // Making or building the same kind of thing for anyone else for a time: "shall not manufacture for any third
      // party any … device during the term", "until release, shall not develop any other … game for any other publisher".
      /\b(?:until|during)\b[^.\n]{0,80}\b(?:shall|will|may) not (?:develop|design|manufacture|make|produce|sell|market|distribute)\b[^.\n]{0,80}\bfor (?:itself|its own account|others|any (?:other|third) [\w-]+|any (?:party|person|company|entity|customer))\b/i,
      /\b(?:shall|will|may) not (?:develop|design|manufacture|make|produce|sell|market|distribute)\b[^.\n]{0,20}\bfor (?:itself|its own account|others|any (?:other|third) [\w-]+|any (?:party|person|company|entity|customer))\b[^.\n]{0,120}\b(?:during the term|thereafter|after (?:the )?(?:termination|expiration))\b/i,
      // Working for no one else in the field: "shall not endorse, promote or consult for any person that sells X, other than Company".
      /\b(?:shall|will|may)\b[^.\n]{0,10}\b(?:not )?(?:endorse|promote|consult for|work for|provide services to)\b[^.\n]{0,40}\bany (?:person|entity|company|business|one) (?:that|which|who)\b[^.\n]{0,160}\bother than\b/i,
      // "shall not design, manufacture or sell any apparel under a brand that competes with X".
      /\b(?:shall|will|may) not\b[^.\n]{0,80}\b(?:design|manufactur\w*|make|sell|market|distribute|promote)\b[^.\n]{0,120}\b(?:that|which) compet\w*\b/i,
      // A restriction that outlives the agreement: "shall not, during the term and for one year after its
      // termination, place any such insurance with any other insurer".
      /\b(?:shall|will|may) not\b[^.\n]{0,20}\bduring the term\b[^.\n]{0,10}\band for [\w ()-]{1,30} (?:after|following)\b[^.\n]{0,40}\b(?:terminat|expir)\w*\b[^.\n]{0,80}\b(?:sell|place|write|supply|distribute|market|offer|represent|manufactur\w*)\b[^.\n]{0,120}\b(?:any other|compet\w*)\b/i,
      /\b(?:restrictive covenants?|covenant not to compete)\b[^.\n]{0,200}\b(?:shall not|will not|no \w+ shall)\b/i,
      // Work for anyone else in the field: "shall not … engage in the design or sale of X for any person other than the Company".
      /\b(?:shall|will|agrees? to) not\b[^.\n]{0,100}\b(?:engage in|be engaged in|carry on|participate in)\b[^.\n]{0,20}\b(?:the )?(?:design|development|manufactur\w*|sale|marketing|commerciali[sz]ation|research|provision|business)\b[^.\n]{0,160}\b(?:for any (?:person|entity|one|party|third party) other than|anywhere in|within the territory)\b/i,
      /\b(?:shall|will) not\b[^.\n]{0,40}\b(?:provide|perform|render)\b[^.\n]{0,30}\bservices\b[^.\n]{0,20}\b(?:to|for) any (?:competitor|company|person|entity|business)\b[^.\n]{0,20}\b(?:that|which|who|engaged)\b/i,
      // Field exclusivity between partners: "neither party shall … conduct research directed to X other than under this Agreement".
      /\b(?:(?:shall|will) not|neither party (?:shall|will|may))\b[^.\n]{0,60}\b(?:conduct|pursue|engage in|undertake|carry on)\b[^.\n]{0,160}\bother than (?:under|pursuant to|in connection with) this agreement\b/i,
      // A covenant for a time not to be in a named line of business, without the word "compete": "while employed and
      // for one (1) year thereafter, will not (a) engage in, or have any ownership interest in, any business that develops X".
      /\b(?:during|while|thereafter|for (?:a period of )?[\w-]+(?: \(\d+\))? (?:months?|years?))\b[^.\n]{0,120}\b(?:shall|will|agrees? to) not\b[^.\n]{0,30}\b(?:engage|be engaged|participate|have any (?:ownership )?interest|own)\b[^.\n]{0,60}\bany (?:business|entity|company|enterprise|person) (?:that|which|engaged)\b/i,
      // A ban on dealing in rival products that outlives the agreement: "shall not endorse or promote any Competitive
      // Products during the Term and for six (6) months after the end of the Term".
      /\b(?:shall|will|may) not\b[^.\n]{0,200}\b(?:competing|competitive|rival) (?:\w+ )?(?:products?|services?|brands?|business(?:es)?|goods)\b[^.\n]{0,100}\b(?:after|following) (?:the )?(?:end|expiration|expiry|termination)\b/i,
      /\b(?:after|following) (?:the )?(?:end|expiration|expiry|termination)\b[^.\n]{0,100}\b(?:shall|will|may) not\b[^.\n]{0,200}\b(?:competing|competitive|rival) (?:\w+ )?(?:products?|services?|brands?|business(?:es)?|goods)\b/i,
      // Working for a rival, or a promise to refrain: "will not, during the Term, provide services to any competitor of
      // Client", "shall refrain from endorsing any competing brand".
      /\b(?:(?:shall|will|may) not|agrees? not to|undertakes? not to|covenants? not to)\b[^.\n]{0,80}\b(?:(?:provide|perform|render)\b[^.\n]{0,30}\bservices\b[^.\n]{0,20}\b(?:to|for)|be(?:come)? employed by|be engaged by|accept employment with|join|work for|consult for|act for|represent) (?:any |a )?(?:direct )?competitors?\b/i,
      /\b(?:(?:shall|will|agrees? to) refrain from|(?:is|are|shall be) (?:prohibited|restricted) from)\b,? (?:(?:directly or indirectly|during the term),? )?(?:engag|sell|market|promot|endors|distribut|manufactur|provid|offer|develop|represent|work|own|operat|wear)\w*\b[^.\n]{0,100}\b(?:compet\w*|rival)\b/i,
      // Rivals named in a list: "shall not promote or advertise any online retailer listed in Exhibit B".
      /\b(?:shall|will|may) not\b[^.\n]{0,80}\b(?:promote|advertis\w*|endorse|market|sell|distribute|represent|link to|work for|provide services to)\b[^.\n]{0,80}\bany (?:[\w-]+ ){0,3}(?:competitors?|compan(?:y|ies)|agenc(?:y|ies)|retailers?|brands?|manufacturers?|business(?:es)?|entit(?:y|ies)|persons?|merchants?|providers?|operators?|sellers?|suppliers?|vendors?|carriers?|sponsors?) (?:that (?:is|are) )?(?:listed|named|identified|set (?:out|forth)|specified) (?:in|on) (?:exhibit|schedule|annex|appendix|attachment)\b/i,
      // Dealing in anyone else's goods of the kind: "shall not market, sell or distribute any monitoring system
      // manufactured by any person other than Supplier".
      /\b(?:shall|will|may) not\b[^.\n]{0,80}\b(?:market|sell|resell|distribute|promote|represent|carry|stock|install)\b[^.\n]{0,160}\b(?:manufactured|made|produced|supplied|sold|offered|distributed|marketed|developed) by any (?:person|party|entity|one|manufacturer|supplier|company|third party|business) other than\b/i,
      HEADING(
        'non-?competition|non-?compete|no competing|covenant not to compete|competing products|competitive products|competing business',
      ),
      // Involvement in a like business in any capacity, the Australasian restraint: "must not be involved in any way (as
      // owner, employee, adviser or otherwise) in any gym or fitness business other than the Business", "… in any
      // studio operating within the Restraint Area".
      /\b(?:shall|will|may) not\b[^.\n]{0,60}\b(?:be|become) (?:directly or indirectly )?(?:involved|engaged|concerned|interested)\b[^.\n]{0,100}?\bin any\b[^.\n]{0,100}?\b(?:business|undertaking|enterprise|venture|studio|gym|shop|store|outlet|practice|clinic|restaurant|caf[eé]|franchise|operation|trade)\b[^.\n]{0,40}?\b(?:other than (?:the|its|this|your|our) |(?:that|which) (?:is )?(?:compet\w*|similar)|(?:operating|located|situated|carried on) (?:with)?in\b|in competition\b|similar to\b)/i,
      // Any business like the other side's: "shall not own, manage, operate or participate in any business similar to
      // the Franchised Business".
      /\b(?:shall|will|may) not\b[^.\n]{0,120}\b(?:engage|own|operate|manage|control|be employed|participate|work for|consult|hold an interest|have any interest|be (?:concerned|interested|engaged|involved)|carry on)\b[^.\n]{0,120}\bany (?:business|enterprise|undertaking|venture|company|entity|activity) (?:which is |that is )?(?:substantially )?similar to\b/i,
      // The defined business the buyer paid for: "During the Restricted Period, the Seller shall not, anywhere in the
      // Territory, engage in the Business".
      /\b(?:shall|will|may) not\b[^.\n]{0,80}\b(?:engage|be engaged|participate|be involved|be concerned|carry on|conduct)\b (?:in )?(?:the|a|any) (?:Restricted |Competing |Competitive )?Business\b(?<=\b(?:during|for|within|anywhere|throughout|after|following|thereafter|restricted period|territory)\b[^.\n]{0,200})/i,
    ].map(everyNegation),
    // Not using the other side's data to build a rival product is a use restriction, not a non-compete; a clause saying
    // nothing restricts competition is its opposite.
    accept: (snippet) =>
      !/\bto (?:create|develop|build|improve|design|train)\b[^.\n]{0,40}\bcompet|\b(?:use|exploit)\b[^.\n]{0,80}\b(?:to|in order to) compete\b/i.test(
        snippet,
      ) &&
      !/\b(?:shall|will) not (?:be (?:construed|deemed|interpreted) (?:to|as) )?(?:restrict|prevent|prohibit|preclude|limit)\w*\b|\bnothing\b[^.\n]{0,80}\b(?:restrict|prevent|prohibit|preclude|limit)\w*\b/i.test(
        snippet,
      ) &&
      !NON_COMPETE_DENIED.test(snippet),
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
      // Plain English, the other side's people named as theirs: "You won't try to hire any of our staff".
      /\b(?:won['’]t|can['’]t|cannot|mustn['’]t|must not)\b[^.\n]{0,40}\b(?:hire|employ|poach|solicit|recruit|approach|lure away)\b[^.\n]{0,20}\b(?:any of )?(?:our|your|their|the other['’]s|[\w-]+['’]s) (?:[\w-]+ )?(?:staff|employees?|people|team members?|workers|customers|clients)\b/i,
      /\b(?:neither|no) party (?:shall|will|may)\b[^.\n]{0,160}\b(?:solicit|offer employment to)/i,
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,80}\bsolicit\w*/i,
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,80}\b(?:hire|employ|engage|recruit|poach|headhunt)\b[^.\n]{0,60}\b(?:employees?|personnel|staff|contractors|engineers?|technicians?|consultants?|(?:is|was|were|are)\b[^.\n]{0,50}\bemployed|(?:person|individual)s? (?:then )?employed)\b/i,
      /\b(?:neither|no) party (?:shall|will|may)\b[^.\n]{0,100}\b(?:hire|employ|recruit)\b[^.\n]{0,80}\b(?:person|employees?|individual|staff|personnel)\b/i,
      /\bno[- ]hir(?:e|ing)\b[^.\n]{0,120}\b(?:employ|hire|engage)/i,
      // "recruit or solicit for employment any person", "induce any employee of the Company to terminate his employment".
      /\bsolicit\w* for employment\b/i,
      /\b(?:induce|entice|encourage|persuade)\w*\b[^.\n]{0,60}\b(?:employees?|personnel|staff|officers?)\b[^.\n]{0,60}\bto (?:leave|terminate|resign|end|cease)\b/i,
      // Anyone, by any trade name, drawn away from the other's employ: "nor induce any such person to leave
      // Contractor's employ".
      /\b(?:induce|entice|encourage|persuade|solicit)\w*\b[^.\n]{0,60}\bto (?:leave|quit|resign from|terminate)\b[^.\n]{0,10}\b(?:(?:the )?[\w'’]+['’]s? |his |her |its |their )?(?:employ|employment|service)\b/i,
      // The English and Commonwealth formula, often an item of a list far below the promise it completes: "(b) solicit
      // or entice away from the Company any customer", "endeavour to entice away any employee". Drawing someone away
      // is said only of the other side's people or customers.
      /\b(?:solicit|entice|induce|lure|poach)\w*(?: or (?:solicit|entice|induce|lure|poach)\w*)? away\b/i,
      // Staff named by where they worked rather than by a word for staff: "shall not employ or engage any mechanic who
      // was assigned by Contractor to the Building".
      /\b(?:shall|will|may|agrees? to) not\b[^.\n]{0,120}\b(?:hire|employ|engage|recruit)\b[^.\n]{0,60}\b(?:who|that) (?:is|was|were|are|has been|have been) (?:assigned|employed|engaged|seconded|placed) by\b/i,
      // Customers drawn away by their conduct: "induce any customer of the Company to cease doing business with it".
      /\b(?:induce|entice|encourage|persuade|solicit)\w*\b[^.\n]{0,60}\b(?:customers?|clients?|suppliers?|members?|distributors?|licensees?|franchisees?)\b[^.\n]{0,80}\bto (?:cease|stop|reduce|terminate|end|withdraw|discontinue|not (?:renew|continue)|transfer|move|take)\b/i,
      // The English "approach" or "canvass" covenant: "will not … approach any client of the Company with a view to …".
      /\b(?:shall|will|may|must) not\b[^.\n]{0,120}\b(?:approach|canvass)\b (?:any|a)\b[^.\n]{0,40}\b(?:customers?|clients?|members?|suppliers?|employees?|staff|buyers?|growers?|shippers?|accounts?|patients?)\b/i,
      // Interfering with the other side's people or customers: "shall not interfere with the relationship between the
      // Company and any of its employees, customers or suppliers".
      /\b(?:(?:shall|will|may) not|(?:neither|no) (?:party|[\w-]+) (?:shall|will|may))\b[^.\n]{0,80}\b(?:interfere|tamper)\w* with\b[^.\n]{0,60}\b(?:relationships?|relations|dealings)\b[^.\n]{0,100}\b(?:employees?|customers?|clients?|suppliers?|personnel|staff|members?)\b/i,
    ].map(everyNegation),
    // "shall not solicit orders outside the Territory" or "shall not … solicit orders directly in the Territory" limits
    // sales, not the hiring of people.
    accept: (snippet) =>
      !/\bsolicit\w* (?:\w+ )?(?:orders|sales|purchases)\b/i.test(snippet) ||
      /\b(?:employ\w*|personnel|staff|hire|recruit\w*)\b/i.test(snippet),
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
      /(?<![\w-])(?:exclusive|sole and exclusive|sole) (?:(?!(?:owners?|ownership|property|remedy|discretion|judgment|responsibility|cost|expense|risk|and|of)\b)[\w-]+ ){0,3}?(?:distributor|importer|exporter|wholesaler|stockist|reseller|supplier|provider|source|licensee|agent|dealer|representative|partner|rights?|basis|territory|manufacturer|vendor|sponsor|retailer|vehicle|channel|conduit|outlet)\b/i,
      // "Non-exclusivity" is its opposite.
      /\bon an exclusive basis\b|(?<![\w-])exclusivity\b|\bexclusive endorsement\b/i,
      // Plain English: "we will only use you for our packaging design", "you'll buy exclusively from us".
      /\b(?:will|shall|must|agrees? to|['’]ll)\b (?:only|exclusively) (?:use|buy from|order from|work with|deal with|source from|engage)\b (?:you|us|them|each other)\b(?!['’])/i,
      // "Merchant shall be the sole online travel agency featured in the newsletter".
      /\b(?:shall|will) be (?:the|its|their|[\w-]+['’]s) (?:sole|only|exclusive) (?:[\w-]+ ){0,4}(?:featured|promoted|advertised|offered|carried|stocked|recommended|provider|supplier|partner|sponsor|vendor|source|vehicle|channel|conduit|outlet)\b/i,
      /(?<![\w-])exclusive\b[^.\n]{0,60}\blicen[cs]e\b/i,
      /\b(?:purchase|buy|obtain|source|order)\w*\b[^.\n]{0,60}\b(?:exclusively|solely|only) from (?!approved|authori[sz]ed|qualified|designated)/i,
      // A requirements commitment: "not less than 80% of its annual requirements", "all of its requirements".
      // "… of its, and its Affiliates', requirements".
      /\b(?:all|percent|%\)?) of (?:its|their|[\w'’]+['’]s)(?:,? and (?:its|their) (?:[\w-]+ ){0,2}?affiliates['’]?,?)? (?:[\w-]+ ){0,3}requirements\b/i,
      // The other side may not deal with anyone else: "shall not sell … to any person other than Purchaser".
      /\b(?:shall|will|may) not\b[^.\n]{0,100}\b(?:sell|supply|provide|offer|license|endorse|promote)\w*\b[^.\n]{0,120}\b(?:any (?:person|party|entity|one|customer|third party) other than|other than (?:products|services|goods) (?:supplied|provided) by)\b/i,
      // Goods made to the buyer's tooling or designs kept for the buyer: "Vendor shall not sell to any third party any
      // product made using the Tooling", "shall not supply parts manufactured from Buyer's drawings to other customers".
      /\b(?:shall|will|may) not\b(?=[^.\n]{0,200}\b(?:third part(?:y|ies)|other customers?|anyone else|any other (?:person|party|customer|buyer|purchaser))\b)(?=[^.\n]{0,200}\b(?:made|manufactured|produced|designed|built|developed) (?:using|with|from|to|under|according to|in accordance with)\b[^.\n]{0,40}\b(?:tooling|specifications?|designs?|drawings?|moulds?|molds?|formula(?:s|e|tions?)?|recipes?)\b)[^.\n]{0,40}\b(?:sell|supply|provide|offer|deliver|manufacture|make|produce)\b/i,
      // No deal with anyone else, or with the other side's rivals: "shall not enter into any co-branding arrangement
      // with any Competing Beverage Brand".
      /\b(?:shall|will) not\b[^.\n]{0,40}\benter into\b[^.\n]{0,100}\bwith any (?:other\b|(?:direct )?competitors?\b|(?:competing|rival) (?:[\w-]+ ){0,2}?(?:brands?|business(?:es)?|compan(?:y|ies)|suppliers?|manufacturers?|retailers?|providers?)\b)/i,
      // Serving no rival of the other side: "shall not provide marketing services for any other provider of loans".
      /\b(?:shall|will) not\b[^.\n]{0,40}\b(?:provide|perform|render)\b[^.\n]{0,60}\bservices\b[^.\n]{0,40}\b(?:for|to) any other (?:provider|seller|supplier|manufacturer|distributor|company|business)\b/i,
      HEADING('exclusivity|exclusive arrangement|exclusive dealing'),
      // A retail tenant's exclusive use: the landlord lets no other unit in the centre for the tenant's line of trade.
      // "Landlord shall not lease or consent to the use of any other premises in the Shopping Centre for the primary
      // purpose of the retail sale of kitchenware." A use banned everywhere ("shall not lease any space for use as a
      // nightclub") names no other unit, and protects no tenant's trade.
      /\b(?:shall|will) not\b[^.\n]{0,60}\b(?:lease|let|rent|licen[cs]e|grant|consent to the use of|permit the use of|allow the use of)\b[^.\n]{0,60}\bany other (?:premises|space|units?|stores?|shops?|tenants?|occupants?|tenancy)\b[^.\n]{0,80}\bin the (?:shopping )?(?:centre|center|building|mall|complex|development|project|property|plaza|park)\b[^.\n]{0,160}\b(?:for (?:the )?(?:(?:primary|principal|main|sole) )?(?:purpose|use|business|operation) of|to be used (?:for|as)|for use as)\b/i,
      // No one else may do the work: "Owner shall not permit any person other than Contractor's personnel to maintain,
      // repair or replace the Equipment", "shall not engage anyone other than Provider to service the units".
      /\b(?:shall|will|may) not\b[^.\n]{0,40}\b(?:permit|allow|authori[sz]e|engage|use|retain|hire)\b[^.\n]{0,20}\b(?:any (?:person|party|one|entity|company|contractor|third party|other \w+)|anyone|anybody) (?:other than|except|besides)\b[^.\n]{0,80}\bto (?:maintain|service|repair|adjust|supply|provide|perform|install|inspect)\b/i,
      // A protected territory: "shall not establish or license any other person to operate … within the area".
      /\b(?:shall|will) not\b[^.\n]{0,40}\b(?:establish|operate|appoint|license|grant|authori[sz]e)\b[^.\n]{0,100}\b(?:any other|another|other person|third part(?:y|ies))\b[^.\n]{0,160}\b(?:within|in) the\b[^.\n]{0,30}\b(?:territory|area|radius|region)\b/i,
      /\b(?:shall|will) not\b[^.\n]{0,60}\b(?:appoint|engage|grant)\b[^.\n]{0,60}\b(?:any other|another|third part(?:y|ies))\b[^.\n]{0,60}\b(?:distributor|reseller|supplier|agent|licensee|provider|vendor|manufacturer|sponsor|agency|representative)s?\b/i,
      // No licence or franchise for anyone else: "Licensor shall not grant any other person a licence under the
      // Patents in the Field" (a licensee's "shall not grant any third party a sublicence" restricts the licensee).
      /\b(?:shall|will|may) not\b[^.\n]{0,40}\bgrant\b[^.\n]{0,20}\b(?:any other|another)\b[^.\n]{0,40}\b(?:licen[cs]es?|franchises?|rights? to (?:sell|distribute|use|make|market|operate|exploit))\b/i,
      // The only one appointed: "is appointed as the only authorised reseller", and the trade's "agency of record".
      /\b(?:is|are|as|be) (?:appointed (?:as )?)?(?:the|its|their) only (?:authori[sz]ed |approved |official |appointed )?(?:distributor|reseller|supplier|licensee|agent|dealer|provider|franchisee|importer|representative)s?\b|\b(?:agency|agent|supplier|vendor|provider|broker) of record\b/i,
    ],
    // A non-exclusive or denied exclusivity ("receives no exclusive territory"), and sole ownership, are none.
    // A party's sole right to decide something is discretion, not exclusivity.
    // Hiring help to do one's own work is subcontracting: "shall not engage any other provider to perform its obligations".
    // Exclusivity denied: "Nothing in this Agreement obliges Client to obtain such services exclusively from Supplier",
    // "Customer is not required to purchase its requirements solely from Vendor".
    // Control of patent filings ("the sole right … to prepare, file, prosecute and maintain patents") is who runs the
    // prosecution, not exclusive dealing.
    accept: (snippet) =>
      !/\bsubcontract\w*|\bto perform (?:any (?:part )?of )?its obligations\b/i.test(snippet) &&
      !/\bsole right\b[^.\n]{0,40}\bto (?:prepare|file|prosecute|maintain|defend|enforce|control)\b[^.\n]{0,60}\b(?:patents?|applications?|registrations?|marks?|proceedings?|claims?)\b/i.test(
        snippet,
      ) &&
      // The goodwill of a business sold: "the exclusive right of the Purchaser to represent itself as carrying on the
      // Business in succession to the Vendor" is the buyer's right to the name, not exclusive dealing.
      !/\bexclusive right\b[^.\n]{0,60}\bto (?:represent|hold) (?:itself|himself|herself|themselves)\b[^.\n]{0,40}\b(?:as carrying on|as (?:the )?successor|out as)\b/i.test(
        snippet,
      ) &&
      !EXCLUSIVITY_DENIED.test(snippet) &&
      !EXCLUSIVE_RIGHT_WITHHELD.test(snippet) &&
      !EXCLUSIVE_LICENCE_AS_DISPOSAL.test(snippet) &&
      // Buying only from the other side "or its designated suppliers" is a quality standard, not exclusive dealing.
      !/\bonly from\b[^.\n]{0,40}\b(?:or|and) (?:its|their|[\w'’]+['’]s) (?:designated|approved|authori[sz]ed|qualified|nominated) (?:suppliers?|vendors?|sources?)\b/i.test(
        snippet,
      ) &&
      !/\bnon-?exclusive (?:\w+ )?(?:distributor|reseller|supplier|provider|licen[cs]ee|rights?|basis)\b|\b(?:no|not an?) exclusiv\w*|\bexclusive (?:property|owner(?:ship)?)\b|\bsole (?:and exclusive )?right to (?:determine|decide|set|approve|control|select|establish|make)\b|\b(?:sole|exclusive) (?:basis|measure|evidence|record|means) (?:for|of) (?:determining|calculating|measuring|computing|establishing)\b/i.test(
        snippet,
      ),
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
      // A better term given to another customer or partner carries over: "If Seller grants any other distributor a
      // higher discount, the higher discount shall apply to Buyer's orders", "… shall offer the same terms to Client",
      // "… shall promptly notify the Sponsor and offer the Sponsor those lower fees".
      /\b(?:any|another|a) (?:other |third[- ]party |new )?(?:[\w-]+ ){0,2}?(?:customers?|clients?|partners?|licensees?|licensors?|purchasers?|buyers?|distributors?|resellers?|third part(?:y|ies)|suppliers?|retailers?|merchants?|members?)\b[^.\n]{0,120}(?:\b(?:higher|lower|better|greater|larger|more favou?rable) (?:(?:hourly|daily|weekly|monthly|annual|unit|royalty|commission|discount|revenue[- ]share|service|licen[cs]e|subscription|wholesale|retail|volume|net) )?(?:price|prices|pricing|rates?|terms|fees?|discounts?|rebates?|commissions?|royalt(?:y|ies)|charges?|percentages?|revenue shares?)|\b(?:price|prices|pricing|rates?|terms|fees?|discounts?|rebates?|commissions?|royalt(?:y|ies)|charges?|percentages?|revenue shares?) (?:[\w-]+ ){0,2}?(?:higher|lower|better|greater|larger|more favou?rable) than)\b[^.\n]{0,200}\b(?:the (?:higher|lower|better|greater|larger|more favou?rable|same|such)\b[^.\n]{0,60}\b(?:shall|will) (?:also |thereupon |automatically )?(?:apply|be (?:extended|offered|applied|made available|granted|given))|(?:shall|will) (?:promptly |immediately |automatically )?(?:(?:notify|inform|tell)\b[^.\n]{0,40}\band )?(?:offer|extend|grant|apply|give|make available|pass on)\b[^.\n]{0,60}\b(?:the same|such|equivalent|(?:the|those|these|that) (?:higher|lower|better|greater|larger|more favou?rable)))\b/i,
      /\b(?:prices?|terms|pricing|rates?|discounts?|fees?|charges)\b[^.\n]{0,100}\b(?:no (?:less|more) favou?rable than|at least as (?:favou?rable|low|great)(?: to (?:the )?[\w'’-]+)? as|at least equal to the (?:best|lowest|greatest|highest))\b/i,
      // "shall not charge a conversion cost higher than the lowest conversion cost it charges any other customer".
      /\b(?:higher|greater) than the lowest\b[^.\n]{0,100}\bany other\b|\blower than the highest\b[^.\n]{0,100}\bany other\b/i,
      /\bno (?:less|more) favou?rable (?:prices|terms|pricing|rates|fees)\b/i,
      // "If it offers any other portal more favourable fees, it shall offer Cascade the same terms."
      /\bmore favou?rable\b[^.\n]{0,120}\b(?:offer|extend|grant)\w*\b[^.\n]{0,40}\bthe same (?:prices?|pricing|rates?|terms|fees)\b/i,
      /\bno (?:higher|greater) than (?:the (?:prices?|rates?|fees?)|those|that)\b[^.\n]{0,80}\b(?:offer(?:s|ed)?|charg(?:es|ed)|giv(?:es|en)|grant(?:s|ed)?|extend(?:s|ed)?)\b/i,
      // A better price given to another customer must be passed on: "If Supplier sells to another customer at a lower
      // price, Supplier shall reduce the price to Buyer to such lower price".
      /\b(?:another|any other|any third[- ]party|a third[- ]party) (?:customer|client|purchaser|buyer|licensee|distributor|reseller)\b[^.\n]{0,100}\b(?:lower|better|more favou?rable) (?:price|prices|pricing|rates?|terms|fees?)\b[^.\n]{0,120}\b(?:shall|will|must)\b[^.\n]{0,40}\b(?:reduce|lower|offer|extend|grant|adjust|match|pass on|make available)\w*/i,
      /\b(?:lowest|best|greatest|most favou?rable) (?:price|rate|discount|fee|pricing|term)s?\b[^.\n]{0,80}\b(?:offer(?:s|ed)?|charges?d?|gives?|given|grants?|granted|extend(?:s|ed)?|available|sells?|sold|provides?|provided) (?:[\w ]{0,30}? )?to any\b/i,
      // A cut for others passed on: "If Provider reduces its prices for any other customer, it shall reduce Client's to match".
      /\b(?:reduces?|lowers?|decreases?|discounts?)\b[^.\n]{0,30}\b(?:prices?|rates?|fees?|pricing)\b[^.\n]{0,40}\b(?:for|to) (?:any|another) (?:other )?(?:customer|client|licensee|purchaser|buyer|distributor|reseller|third party)\b[^.\n]{0,100}\b(?:shall|will|must)\b[^.\n]{0,40}\b(?:reduce|lower|match|offer|extend|pass)\w*/i,
      // The price compared the other way round: "offers any customer prices lower than those charged to Client",
      // "shall not sell to any other customer at a price lower than the price charged to Buyer".
      /\b(?:any|another) (?:other )?(?:customer|client|third party|licensee|purchaser|buyer|distributor|reseller)s?\b[^.\n]{0,120}\b(?:prices?|rates?|fees?|pricing|terms)(?: (?:per|for each|a) [\w-]+)? (?:that (?:is|are) )?(?:lower|less|better|more favou?rable) than\b/i,
      /\b(?:lower|better|more favou?rable) (?:price|prices|pricing|rates?|terms|fees?)\b[^.\n]{0,160}\b(?:entitled to|receive|benefit of|offer\w*|extend\w*|grant\w*|make available)\b[^.\n]{0,30}\b(?:the same|equivalent|(?:those|such|these)(?: [\w-]+)? (?:terms|prices?|pricing|rates?|fees?|royalt(?:y|ies)))\b/i,
      // "If Seller sells to any other customer at a lower price, it shall offer that lower price to Purchaser."
      /\bany other (?:customer|client|licensee|purchaser|buyer|distributor|reseller|third party)\b[^.\n]{0,160}\b(?:lower|better|more favou?rable) (?:price|prices|pricing|rates?|terms)\b/i,
      /\b(?:lower|better|more favou?rable) (?:price|prices|pricing|rates?|terms)\b[^.\n]{0,160}\bany other (?:customer|client|licensee|purchaser|buyer|distributor|reseller|third party)\b/i,
      // "If Company offers a lower price to any third party, it shall offer such lower price to Distributor."
      /\b(?:offers?|grants?|sells?|charges?|provides?)\b[^.\n]{0,60}\b(?:lower|better|more favou?rable) (?:price|prices|pricing|rates?|terms|fees?)\b[^.\n]{0,160}\b(?:offer|extend|grant|make available|pass on)\w*\b[^.\n]{0,40}\bsuch (?:lower|better|more favou?rable)\b/i,
      // The better term first, then who got it: "If a better discount is granted to any other distributor, Provider
      // shall extend it to Client", "should Provider charge any other client a lower rate, Client shall be entitled to it".
      /\b(?:lower|better|higher|greater|larger|bigger|more favou?rable) (?:(?:hourly|daily|weekly|monthly|annual|unit|royalty|commission|discount|revenue[- ]share|service|licen[cs]e|subscription|wholesale|retail|volume|net) )?(?:price|prices|pricing|rates?|terms|fees?|discounts?|rebates?|commissions?|royalt(?:y|ies)|charges?|percentages?|revenue shares?)\b[^.\n]{0,100}\b(?:to|for|with|by) (?:any|another) (?:other |third[- ]party )?(?:[\w-]+ ){0,2}?(?:customers?|clients?|partners?|licensees?|purchasers?|buyers?|distributors?|resellers?|third part(?:y|ies)|suppliers?|retailers?)\b[^.\n]{0,120}\b(?:shall|will|must)\b[^.\n]{0,20}\b(?:extend|offer|grant|apply|pass|give|match|make (?:it |them |the same |such \w+ )?available|be entitled)\w*/i,
      /\b(?:any|another) (?:other |third[- ]party )?(?:[\w-]+ ){0,2}?(?:customers?|clients?|partners?|licensees?|purchasers?|buyers?|distributors?|resellers?|third part(?:y|ies)|suppliers?|retailers?)\b[^.\n]{0,40}\b(?:lower|better|higher|greater|larger|more favou?rable) (?:(?:hourly|daily|weekly|monthly|annual|unit|royalty|commission|discount|revenue[- ]share|service|licen[cs]e|subscription|wholesale|retail|volume|net) )?(?:price|prices|pricing|rates?|terms|fees?|discounts?|rebates?|commissions?|royalt(?:y|ies)|charges?|percentages?|revenue shares?)\b[^.\n]{0,120}\b(?:shall|will) be entitled to (?:the same|such|that|it|them|equivalent|the (?:lower|better|higher|greater|more favou?rable))\b/i,
      // "sells … to any other retail or commercial partner … on terms under which the effective price … is lower than the
      // Point Price … shall be reduced to that lower price".
      /\bany other (?:[\w-]+ ){0,3}?(?:customers?|clients?|partners?|licensees?|purchasers?|buyers?|distributors?|resellers?|retailers?)\b[^.\n]{0,200}\b(?:lower|less) than the\b[^.\n]{0,200}\b(?:shall|will|must)\b[^.\n]{0,100}\b(?:reduce|lower|match|adjust)\w*/i,
      // A heading that names the clause: "Most Favoured Terms", "Most-Favored Customer Treatment".
      /\bmost[- ]favou?red[- ](?:terms|treatment|status|basis|prices?|rates?|partner|distributor|reseller|supplier|royalt(?:y|ies))\b/i,
    ],
    // A price promise binds: "Provider may offer any customer prices lower than list price" is no parity. A duty only to
    // tell the client of better terms given elsewhere promises the client nothing: parity needs the terms passed on.
    accept: (_snippet, sentence) =>
      /\b(?:shall|will|must|agrees?|warrants?|represents?|entitled|guarantees?|undertakes?|covenants?)\b|\bno (?:higher|greater|less|more)\b|\bat least as\b|\bmost[- ]favou?red\b/i.test(
        sentence,
      ) &&
      !/\bnot (?:be )?(?:required|obliged|obligated|bound)\b|\bno obligation to\b/i.test(sentence) &&
      (!DUTY_TO_TELL.test(sentence) || TERMS_PASSED_ON.test(sentence)),
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
      /\bchange (?:occurs |takes place |happens )?(?:of|in) (?:the |its |their |his |her )?(?:controlling |effective |management )?(?:control|ownership)\b/i,
      /\b(?:is|are|becomes?) acquired by\b|\bacquires? control of\b/i,
      /\bacquires?\b[^.\n]{0,60}\b(?:percent|%)[^.\n]{0,20}\bof the (?:voting|outstanding|equity)\b|\bcomes? under the control of\b/i,
      /\bcontrol of (?:the other|either|a|any|such) party\b[^.\n]{0,40}\bchang|\bchanges hands\b/i,
      /\btransfer of (?:a |the )?controlling (?:interest|stake)\b|\bchange\b[^.\n]{0,60}\bcontrolling (?:interest|stake)\b/i,
      /\b(?:merger|consolidation|acquisition|reorgani[sz]ation|sale of all or substantially all)\b[^.\n]{0,160}\b(?:terminat\w*|end (?:this|the) agreement|consent|deemed an? assignment)\b/i,
      // "Any sale of a majority of the equity of Licensee shall require the prior written consent of Company."
      /\b(?:sale|transfer|acquisition|disposition)\b[^.\n]{0,30}\b(?:a majority|more than (?:fifty|50) percent|more than 50%)\b[^.\n]{0,40}\b(?:equity|voting|stock|shares|interests?|securities)\b[^.\n]{0,160}\b(?:terminat\w*|consent|deemed an? assignment)\b/i,
      // A sale of the company that ends the agreement or drags holders along: "shall terminate upon … a Sale of the
      // Company", "if the holders approve a Sale of the Company, each Shareholder shall vote in favor".
      // A shift in who owns a party treated as a transfer of the agreement: "any sale or transfer of voting securities of
      // Franchisee … shall be deemed a transfer of this Agreement", "if the Owners cease to hold a majority of its shares".
      /\b(?:sale|sales|transfer|transfers|issuance|issue|disposition|acquisition|redemption)\b[^.\n]{0,40}\b(?:voting (?:securities|stock|shares|interests?|rights|power)|equity (?:securities|interests?)|shares|stock|capital stock|ownership interests?|membership interests?|partnership interests?)\b[^.\n]{0,300}\b(?:shall|will) be (?:deemed|treated as|considered) (?:to be )?(?:an? )?(?:assignment|transfer)\b/i,
      // The passive: "if more than fifty percent of the shares of Provider are sold or transferred, Client may terminate".
      /\b(?:majority|more than (?:fifty|50|half|one[- ]half)|(?:fifty|50) ?(?:percent|%)|controlling|all or substantially all)\b[^.\n]{0,80}\b(?:shares|stock|equity|voting (?:securities|interests?|rights|power|stock|shares)|ownership interests?|membership interests?|securities)\b[^.\n]{0,60}\b(?:is|are|be|been|being) (?:sold|transferred|acquired|issued|assigned|disposed of)\b[^.\n]{0,160}\b(?:terminat\w*|consent|deemed|treated as)\b/i,
      // A party merged or bought, in verbs: "should Provider be acquired by, or merge with, another entity, Client may
      // terminate", "if Provider is merged into or acquired by a competitor".
      /\b(?:merges?|merged|consolidates?|consolidated|amalgamates?|amalgamated) (?:with|into)\b[^.\n]{0,160}\b(?:terminat\w*|end (?:this|the) agreement|consent|deemed (?:an? )?(?:assignment|transfer))\b|\b(?:terminat\w*)\b[^.\n]{0,80}\b(?:if|should|in the event|upon)\b[^.\n]{0,60}\b(?:(?:merges?|merged|consolidates?|consolidated) (?:with|into)|(?:is|be) (?:merged|acquired))\b/i,
      /\b(?:is|are|be|been|being) (?:merged (?:into|with),? or )?acquired by\b[^.\n]{0,160}\b(?:terminat\w*|consent|notice|notify|deemed)\b/i,
      /\bceas(?:e|es|ing) to (?:own|hold|control|beneficially own|have)\b[^.\n]{0,160}\b(?:majority|fifty percent|50 ?%|voting|management|control)\b[^.\n]{0,200}\b(?:consent|terminat\w*|deemed|treated as|(?:is|constitutes|shall constitute|shall be) an? (?:assignment|transfer))\b/i,
      // Someone gaining control, by the stake or by the usual test of control: "result in any person acquiring a
      // Controlling Interest", "a person obtaining the power to direct the management of Franchisee".
      /\b(?:acquir|obtain|gain)\w* (?:a |the )?(?:controlling (?:interest|stake|shareholding)|power to direct (?:or cause the direction of )?the management)\b/i,
      // A change in who holds a party's shares, or in the persons who control it, with what follows: "any change in the
      // shareholding of you that results in … ceasing to control you is treated as an assignment", "a change in the
      // legal or beneficial ownership of more than 50% of the shares … is deemed an assignment".
      /\bchange (?:of|in) (?:the |its |their |his |her |[\w'’]+['’]s )?(?:legal (?:or|and) beneficial |beneficial |legal |direct or indirect )?(?:shareholding|share ownership|shareholders|ownership|membership|ownership structure|shareholding structure|capital structure|persons? who (?:control|own|controls|owns)|identity of (?:the|its) (?:controlling|majority) (?:shareholders?|owners?))\b[^.\n]{0,200}\b(?:consent|approval|terminat\w*|deemed|treated as|an? assignment|an? transfer|notify|notice)\b/i,
      // A list the agreement deems a transfer needing consent, with a merger or a change in who controls a party in
      // it: "Any of the following shall be deemed a Transfer requiring Franchisor's consent: … any merger …".
      /\b(?:deemed|treated as|considered)\b (?:to be )?(?:an? )?(?:transfer|assignment)\b[^.]{0,60}\bconsent\b[^.]{0,400}\b(?:merger|consolidation|persons? who control|change (?:of|in) control)\b/i,
      // A sale of most of a party's shares, or its merger, that "is a Transfer" or constitutes an assignment.
      /\b(?:transfer|sale|issuance|disposition)\b[^.]{0,80}\b(?:more than (?:fifty|50|half|one[- ]half)|a majority|(?:fifty|50) ?(?:percent|%)|controlling)\b[^.]{0,60}\b(?:stock|shares|equity|ownership interests?|membership interests?|voting)\b[^.]{0,200}\b(?:is|constitutes|shall constitute|shall be|will be) (?:deemed )?(?:an? )?(?:assignment|transfer)\b/i,
      /\bceas\w* to (?:control|have control of|own a majority|hold a majority)\b[^.\n]{0,200}\b(?:consent|approval|terminat\w*|deemed|treated as|an? assignment|an? transfer)\b/i,
      // Someone acquiring most of a party's shares: "If any person acquires beneficial ownership of a majority of the
      // voting securities of Licensee, Licensor may terminate".
      /\bacquir\w*\b[^.\n]{0,60}\b(?:a majority|more than (?:half|one[- ]half|fifty|50)|a controlling)\b[^.\n]{0,40}\b(?:voting|outstanding|equity|shares|stock|securities|interests?|capital)\b[^.\n]{0,160}\b(?:consent|approval|terminat\w*|deemed|treated as|assignment|transfer)\b/i,
      /\b(?:terminat\w*|expire|approve|consummat\w*)\b[^.\n]{0,120}\b(?:sale of the company|deemed liquidation event)\b|\b(?:sale of the company|deemed liquidation event)\b[^.\n]{0,120}\b(?:terminat\w*|shall vote|vote in favou?r|shall sell)\b/i,
    ],
    // Leave to assign to a merger successor without consent is the opposite of a change-of-control restriction.
    // A registry form that records a change of a mark's owner ("request to record a change of ownership") is no change
    // of a party's control.
    accept: (snippet) =>
      !/\brecord(?:ing|al)? (?:of )?(?:a |the )?change (?:of|in) (?:the )?ownership\b/i.test(snippet) &&
      (/\bcontrol(?:ling)?\b|\bchanges hands\b/i.test(snippet) ||
        !/\bwithout\b[^.\n]{0,40}\bconsent\b|\bexcept to\b[^.\n]{0,60}\bsuccessor\b/i.test(snippet)),
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
      /\b(?:neither|no) (?:party|of (?:us|you|them)|\w+) (?:may|shall|will|can|must)\b[^.\n]{0,40}\b(?:assign|transfer|delegat)\w*/i,
      // Plain English: "You can't transfer this agreement", "We won't assign our rights".
      /\b(?:cannot|can['’]t|can not|must not|mustn['’]t|won['’]t)\b[^.\n]{0,30}\b(?:assign|transfer|hand over|pass on)\b[^.\n]{0,30}\b(?:(?:this|the|our|your|these) (?:agreement|contract|terms)|(?:its|our|your|their|any) rights)\b/i,
      // "Your company can't pass it on to anyone else": the agreement, as "it", handed to another.
      /\b(?:cannot|can['’]t|can not|must not|mustn['’]t|won['’]t)\s+(?:pass|hand|give|sell|transfer|assign)\s+(?:it|this agreement|this contract)\s+(?:on\s+|over\s+)?to\s+(?:anyone|anybody|someone|another (?:person|company|business)|a third party)\b/i,
      /\bneither this agreement nor\b[^.\n]{0,100}\b(?:may|shall|will|can) be (?:assigned|transferred|delegated)\b/i,
      // "without notice" is no consent: "The Software may not be transferred to another server without notice".
      /\b(?:may|shall|will) not (?:be )?(?:assign\w*|transfer\w*|delegat\w*)\b[^.\n]{0,120}\b(?:without\b[^.\n]{0,60}\b(?:consent|approval|permission|authori[sz]ation)|except)\b/i,
      /\b(?:may|shall|will) not\b[^.\n]{0,60}\b(?:assign|transfer)\b/i,
      /\b(?:may|shall|will) not be assigned\b|\bis personal to\b[^.\n]{0,60}\bassign/i,
      /\bassignment\b[^.\n]{0,40}\brequires?\b[^.\n]{0,40}\b(?:consent|approval)\b/i,
      // A lessee's covenant in the Commonwealth form: "Not to assign, sublet, part with or share possession … without the
      // prior written consent of the Lessor".
      /\bnot to (?:assign|transfer|sublet|underlet|part with)\b[^.\n]{0,200}\bwithout\b[^.\n]{0,40}\b(?:consent|approval|licen[cs]e)\b/i,
      /\b(?:assign|transfer|sublet|sublease)\w*\b[^.\n]{0,120}\bwithout (?:the |our |your |its |their |my )?(?:other(?: party)?['’]s |[\w'’]+['’]s )?(?:prior )?(?:express )?(?:written )?(?:consent|approval|permission)\b/i,
      /\bnot (?:be )?(?:assignable|transferable)\b/i,
      /\bany (?:purported )?assignment\b[^.\n]{0,80}\b(?:void|null)\b/i,
      // The agreement or its rights as the subject, in the passive: "The rights and obligations of the Artist under this
      // Agreement are personal and may not be transferred, delegated or assigned".
      /\b(?:this agreement|(?:rights|obligations|duties|interests?|benefits)(?: and (?:rights|obligations|duties))?(?: of [\w ]{1,40}?)? (?:under|in) this agreement|(?:rights|obligations|duties|interests?)(?: and (?:rights|obligations|duties))? hereunder)\b[^.\n]{0,60}\b(?:may|shall|will|can)(?:not| not) be (?:[\w-]+,? (?:or |and )?){0,3}?(?:assigned|transferred|delegated)\b/i,
      /\bno (?:rights?|obligations?|interests?)\b[^.\n]{0,80}\b(?:may|shall|will|can) be (?:[\w-]+,? (?:or |and )?){0,3}?(?:assigned|transferred|delegated)\b/i,
      // Leave needed or assignment forbidden outright: "may be assigned only with the prior written consent of",
      // "Assignment of this Agreement by Provider is prohibited".
      /\b(?:may|shall|can) (?:only )?be (?:assigned|transferred)\b[^.\n]{0,40}\bonly (?:with|upon|after|by)\b[^.\n]{0,40}\b(?:consent|approval)\b|\b(?:may|shall|can) (?:assign|transfer)\b[^.\n]{0,60}\bonly (?:with|upon|after)\b[^.\n]{0,40}\b(?:consent|approval)\b/i,
      /\b(?:any )?assignment\b[^.\n]{0,80}\b(?:is|are|shall be|will be) (?:strictly )?(?:prohibited|not permitted|forbidden)\b/i,
      /\b(?:is|are) personal (?:to [\w ]{1,40}? )?and (?:may|shall|will|can)(?:not| not) be (?:[\w-]+,? (?:or |and )?){0,3}?(?:assigned|transferred|delegated)\b/i,
    ],
    // "Franchisor may assign without consent" is the opposite of a restriction, unless the sentence also restricts.
    accept: (snippet) =>
      !/\bmay (?:freely )?(?:\w+ or )?assign\b[^.\n]{0,80}\bwithout (?:the )?(?:prior )?(?:written )?consent\b/i.test(
        snippet,
      ) || /\bnot\b|\bneither\b|\bno (?:party|\w+ shall)\b/i.test(snippet),
    level: (snippet) =>
      /\bunreasonably withheld\b/i.test(snippet) || MUTUAL.test(snippet)
        ? 'low'
        : /\bsole discretion\b/i.test(snippet)
          ? 'high'
          : 'medium',
    finding: (snippet) =>
      /\bunreasonably withheld\b/i.test(snippet)
        ? 'Assignment needs consent, which may not be unreasonably withheld.'
        : /\bconsent|\bapprov/i.test(snippet)
          ? 'Assignment is restricted without the other party’s consent.'
          : 'Assignment is restricted or not allowed.',
    recommendation:
      'Ask for an exception for a merger, sale of the business or transfer to an affiliate, and for consent not to be unreasonably withheld.',
  },
  {
    key: 'audit-rights',
    clause: 'Audit rights',
    topics: ['audit', 'inspect', 'records', 'books'],
    patterns: AUDIT_PATTERNS,
    // The yearly audit of a company's own accounts by its auditors is no right of one party to check the other; nor is
    // a right to inspect denied ("do not give the other Party any right to inspect its records"), unless the sentence
    // grants one besides.
    accept: (snippet, sentence) =>
      (sentence.search(AUDIT_DENIED) < 0 ||
        AUDIT_PATTERNS.some((pattern) => pattern.test(sentence.replace(AUDIT_DENIED, ' ')))) &&
      !/\b(?:independent |outside )?(?:auditors|accountants)\b[^.\n]{0,40}\b(?:audit|review|examin)\w*\b[^.\n]{0,40}\b(?:annual |year-end |quarterly |consolidated )?financial statements\b/i.test(
        snippet,
      ),
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
      /\b(?:shall|will|must|agrees? to),? (?:at (?:its|their|your|our) (?:own |sole )?(?:cost|expense),? )?(?:obtain|maintain|carry|procure|keep|hold|take out)\b[^.\n]{0,120}\binsurance\b/i,
      // Cover a party must have, not the insurance a business sells ("compare and purchase life insurance policies").
      /\b(?:shall|will|must|agrees? to|is required to|are required to)\b(?! not)[^.\n]{0,120}\b(?:its|their|his|her|such|own|[\w-]+['’]s)(?: [\w'’-]+){0,5} insurance (?:coverage|policy|policies|certificates?)\b/i,
      // Cover named by its kind, without the word "insurance": "shall carry errors and omissions coverage of not less
      // than $2,000,000", "shall procure and maintain product liability cover".
      /\b(?:shall|will|must|agrees? to)\b[^.\n]{0,40}\b(?:obtain|maintain|carry|procure|keep|hold|take out|effect)\b[^.\n]{0,80}\b(?:(?:general|public|products?|professional|employers['’]?|third[- ]party|cyber|motor|automobile|umbrella|excess) liability|professional indemnity|errors (?:and|&) omissions|E&O|D&O|directors['’]? and officers['’]?(?: liability)?|fidelity|crime|property damage|all[- ]risks?|workers['’]? compensation)\b (?:coverage|cover|policy|policies)\b/i,
      // The thing insured: "Tenant shall insure the Premises against fire for their full replacement value".
      /\b(?:shall|will|must|agrees? to)(?: \w+ly)? insure\b[^.\n]{0,80}\b(?:against|for (?:(?:its|their|the) )?(?:full )?(?:replacement|reinstatement|insurable|market) (?:value|cost))\b/i,
      /\b(?:commercial general|professional|public|products?|automobile|general|umbrella|excess|cyber|errors and omissions) liability insurance\b|\bworkers['’]? compensation insurance\b/i,
      /\binsurance\b[^.\n]{0,120}\b(?:shall|will|must) be (?:maintained|carried|obtained|kept)\b|\badditional insured\b|\bcertificates? of insurance\b/i,
      // "shall keep in force throughout the Term … insurance", "maintain … the following coverage".
      /\b(?:shall|will|must) (?:keep in force|have in force|maintain)\b[^.\n]{0,160}\b(?:insurance|coverage)\b/i,
      HEADING('insurance'),
    ],
    // Cover a party may buy but need not ("may, but is not required to, purchase key-person insurance") is no duty.
    accept: (_snippet, sentence) => !INSURANCE_OPTIONAL.test(sentence),
    level: (snippet) => (MONEY.test(snippet) ? 'low' : 'medium'),
    finding: (snippet) =>
      MONEY.test(snippet)
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
      /\b(?:limitation|limitations|exclusion|exclusions|cap)s?\b[^.\n]{0,120}\b(?:shall|will|do|does) not (?:apply|limit)\b[^.\n]{0,160}/i,
      // The carve-outs may be a list, the usual ones last: "Except in respect of a breach of Article 8, a party's
      // obligations under Article 10, or its fraud or wilful misconduct, neither party shall be liable …".
      /\b(?:except|other than|excluding)\b[^.\n]{0,120}\b(?:indemnif\w*|breach of (?:its )?confidential\w*|gross negligence|wil(?:l)?ful misconduct|fraud)\b[^.\n]{0,160}\bliab/i,
      // A carve-out that opens the cap sentence: "Except for Seller's obligations under Section 7.1, … shall not exceed".
      /\bexcept (?:for |with respect to )?[^.\n]{0,100}\b(?:obligations|liability|breach)\b[^.\n]{0,100}\bliabilit\w*\b[^.\n]{0,100}\b(?:exceed|limited to)\b/i,
      /\bexcept (?:for |with respect to )?[^.\n]{0,80}\b(?:breach\w*|obligations)\b[^.\n]{0,80}\b(?:liable|liability)\b[^.\n]{0,80}\b(?:indirect|consequential|special|punitive)\b/i,
      /\bnothing in (?:this|these) (?:agreement|clause|section|article|terms|contract|conditions|paragraph)\b[^.\n]{0,20}?(?:shall |will )?(?:limits?|excludes?|restricts?)\b[^.\n]{0,60}\bliabilit/i,
      // The carve-out after the limit: "… consequential damages, except for damages resulting from … indemnification obligations".
      /\b(?:not be liable|(?:neither|no) [\w ]{1,30}? (?:shall|will) be liable|in no event|no liability|not exceed|limited to)\b[^.\n]{0,200}\b(?:except|other than|excluding)\b[^.\n]{0,80}\b(?:indemnif\w*|breach of (?:its )?confidential\w*|gross negligence|wil(?:l)?ful misconduct)/i,
      // A carve-out by cross-reference: "Except for liability under Section 7, in no event …", "other than under Section
      // 7.1, shall not exceed", "Save in respect of the matters listed in clause 12.1, the total liability …".
      /\b(?:except|other than|save)\b (?:for |with respect to |in respect of |as regards )?(?:the )?(?:(?:liability|liabilities|obligations|claims|amounts|matters|losses|items)(?: (?:excluded|referred to|described|set (?:out|forth)|listed|specified|carved out))? )?(?:under|pursuant to|arising under|in) (?:section|article|clause|paragraph)s? [\dIVX][^.\n]{0,200}\b(?:liab\w*|exceed)\b/i,
      // Plain English: "The limits in clauses 11.1 and 11.2 don't apply to: … your liability under clause 12".
      /\b(?:limits?|limitations?|exclusions?|caps?|ceilings?)\b[^.\n]{0,80}\b(?:do not|does not|don['’]t|doesn['’]t|won['’]t|will not|shall not) (?:apply|limit)\b[^.\n]{0,200}\bliabilit/i,
      // The carve-outs listed after it: "The exclusions and ceilings in Sections 15.1 and 15.2 don't apply to: … gross negligence".
      /\b(?:limits?|limitations?|exclusions?|caps?|ceilings?)\b[^.\n]{0,80}\b(?:do not|does not|don['’]t|doesn['’]t|won['’]t|will not|shall not) apply\b[^.\n]{0,300}\b(?:gross negligence|wil(?:l)?ful misconduct|fraud|indemnif\w*|obligations under (?:section|clause|article))/i,
      /\bliabilit(?:y|ies)\b[^.\n]{0,80}\b(?:shall|will) (?:be unlimited|not be (?:limited|capped))\b/i,
      // "there shall be no limit on either party's liability for fraud".
      /\bno (?:limit|cap|limitation|ceiling)s? (?:on|to|of) (?:(?:the |either |each |any )?(?:party|parties|[\w-]+)['’]?s? )?liabilit(?:y|ies)\b[^.\n]{0,20}\bfor\b/i,
      // "Neither party limits or excludes its liability for death or personal injury caused by its negligence".
      /\b(?:neither party|no party|neither of us)\b[^.\n]{0,20}\b(?:limits?|excludes?|restricts?)\b(?: (?:or|and) (?:limits?|excludes?|restricts?))? (?:its |their |any )?liabilit(?:y|ies)\b[^.\n]{0,40}\bfor\b/i,
      /\bliabilit(?:y|ies)\b[^.\n]{0,120}\b(?:is|are) (?:not (?:limited|capped)(?! to\b)|unlimited)\b/i,
      // The cap named by its number, which may carry a part letter: "Section 9.1 shall not limit a party's indemnity
      // obligations", "Section K.5 shall not apply to …".
      /\b(?:section|article|clause|paragraph) (?:[A-Z]\.)?[\dIVX][\w.()]* (?:shall|will|does) not (?:apply to|limit)\b[^.\n]{0,200}\b(?:liabilit\w*|indemni\w*)/i,
      // The matters left outside named by the obligation or breach, the cap just before: "Sections 11.1 and 11.2 do
      // not apply to the Licensee's obligations under Section 10.1, to a party's breach of Article 8, or to amounts
      // payable under Article 3". Liability must be the subject of the text just before, so an unrelated section
      // that "does not apply to" something is not read as a cap.
      new RegExp(
        `\\b(?:sections?|articles?|clauses?|paragraphs?) (?:[A-Z]\\.)?[\\dIVX][\\w.()]*(?:(?:,? (?:and|or)|,) (?:[A-Z]\\.)?[\\dIVX][\\w.()]*)* (?:shall|will|does|do) not (?:apply to|limit)\\b(?<=\\b(?:liab\\w*|damages)\\b[^\\n]{0,400})[^.\\n]{0,200}\\b(?:${CARVED_OUT})`,
        'i',
      ),
      // Several caps named at once: "Sections 9.1 and 9.2 (or K.4 and K.5) shall not apply to … damages arising from
      // gross negligence".
      /\b(?:sections|articles|clauses|paragraphs) (?:[A-Z]\.)?[\dIVX][\w.()]*(?:,? (?:and|or) (?:[A-Z]\.)?[\dIVX][\w.()]*|, (?:[A-Z]\.)?[\dIVX][\w.()]*)+ (?:shall|will|do) not (?:apply to|limit)\b[^.\n]{0,300}\b(?:liabilit\w*|indemni\w*|damages|gross negligence|wil(?:l)?ful misconduct|fraud)/i,
      // "… liability for death or personal injury, none of which shall be subject to any cap".
      /\b(?:liabilit\w*|indemni\w*|obligations|damages|claims)\b[^.\n]{0,200}\b(?:(?:shall|will) not be|none of which (?:shall|will) be|(?:is|are) not) subject to (?:any|the|such) (?:cap|limitation|limit)s?\b/i,
    ],
    // Fraud, wilful misconduct and injury outside the cap are the norm; indemnities or whole obligations are not.
    level: (snippet) =>
      /\bindemn(?:if|it)|\bconfidential|\bobligations under\b|\bunlimited\b|\bnot be (?:limited|capped)\b|\bdamage to\b/i.test(
        snippet,
      )
        ? 'high'
        : 'medium',
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
      /\b(?:is|are) (?:hereby )?granted\b[^.\n]{0,40}\b(?:sub-?)?licen[cs]e\b/i,
      // The licence's time may stand between: "a royalty-free license during the Term to use the Marks".
      /\b(?:non-?exclusive|exclusive|royalty[- ]free|perpetual|irrevocable|world-?wide|limited|revocable|non-?transferable|non-?sublicensable)\b[^.\n]{0,60}\blicen[cs]e (?:(?:during|for|throughout) (?:the|its|this) [\w ]{1,30}? )?(?:to|under)\b/i,
      /\blicen[cs]e to (?:use|make|sell|reproduce|distribute|display|modify)\b/i,
      // "grants Partner a non-transferable right to use the name and logo", "authorises the Distributor to use the Trade Marks".
      /\bhereby licen[cs]es\b|\blicen[cs]es to \w+,? on an?\b|\blicen[cs]es to (?:the )?[\w-]+\b[^.\n]{0,20}\b(?:the|a|an) (?:non-?exclusive |exclusive |limited )?rights? to\b/i,
      // "grants Client a non-exclusive right during the Term to (a) access and call the API", and in plain English "we give
      // you permission to show the work in your portfolio".
      /\b(?:grants?|gives?)\b[^.\n]{0,120}\b(?:right|licen[cs]e|permission)\b[^.\n]{0,40}\bto (?:\(\w\) )?(?:access|install|use|reproduce|distribute|display|show|publish|exhibit|stream|sell|resell|sublicen[cs]e|make|copy|modify|market|promote|practi[cs]e|exploit|manufacture|import|broadcast|adapt|translate|commerciali[sz]e|operate\b[^.\n]{0,60}\bunder (?:the |its |their )?(?:[\w-]+['’]s )?(?:marks|trade ?marks|brand|system|name|trade names?))\b/i,
      /\b(?:grants?|authori[sz]es?|permits?)\b[^.\n]{0,120}\bto (?:access and )?use\b[^.\n]{0,60}\b(?:trade ?marks?|marks|names?|logos?|brand|software|technology|patents?|know-how|content|materials|likeness|image|intellectual property|system|platform|service|application)\b/i,
    ],
    // A licence of a place (to occupy rooms, use a centre's common areas, or one granted over premises) is a property
    // right, not a licence of intellectual property; a ban on granting a licence grants none.
    accept: (snippet) =>
      !/\bno (?:licen[cs]e|rights?) (?:is|are|shall be|will be) granted\b|\bnothing (?:in|herein)\b[^.\n]{0,40}\bgrants?\b/i.test(
        snippet,
      ) &&
      !LICENCE_WITHHELD.test(snippet) &&
      !PLACE_LICENSED.test(snippet) &&
      !LICENSING_FORBIDDEN.test(snippet),
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
      /\b(?:all )?notices?\b[^.\n]{0,120}\b(?:in writing|(?:shall|must|will|may) be (?:given|sent|delivered|deemed|addressed|served)|addressed to|certified mail|registered (?:mail|post)|recorded delivery|(?:first|second)[- ]class post|courier|by e-?mail|by (?:hand|post|fax|facsimile))\b/i,
      // "All communications required under this Agreement shall be in writing and delivered to the addresses above".
      /\b(?:all |any )?(?:communications?|correspondence)\b[^.\n]{0,80}\b(?:in writing|(?:shall|must|will) be (?:given|sent|delivered|addressed))\b[^.\n]{0,120}\b(?:address(?:es)?|e-?mail)\b/i,
      /\ball notices\b/i,
      // Plain English: "We'll send any notices to the email address you gave us".
      /\b(?:send|give|deliver|serve)\w* (?:any |all |the |formal )?notices?\b[^.\n]{0,60}\b(?:e-?mail|address|post|courier)\b/i,
    ],
    level: () => 'low',
    finding: () => 'How notices must be given is set out.',
    recommendation: 'Keep the notice addresses up to date and send formal notices exactly as the clause requires.',
  },
];
