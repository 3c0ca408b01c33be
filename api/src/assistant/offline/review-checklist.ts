import type { DocumentReviewReport, ReviewChecklistItem, RiskLevel } from '@lexa/common';
import { ANY_REASON_AS_CAUSE, CLAUSE_FAMILIES, HEADING, NEGATED_RIGHT } from './clause-families';
import { typeFromTitle, type Kind } from './contract-types';
import { findAmounts, findDates } from './documents';
import { partiesOf } from './parties';
import { clipAtWord, contentTokens, joinList } from './text';

/**
 * The offline document review: a clause-by-clause checklist over the document's text. Each check quotes the sentence
 * it rests on, says what it found, and recommends what to do; risky clauses (unlimited liability, auto-renewal,
 * one-sided changes, broad non-competes …) are flagged on their own. It reads words, not meaning: the summary says so.
 */

const KINDS: { kind: Kind; label: string; signals: RegExp[] }[] = [
  {
    kind: 'nda',
    label: 'Non-disclosure agreement',
    // An untitled English-style agreement reads as one by its bargain: information disclosed in return for the promise
    // ("In consideration of the Company making Confidential Information available, the Investor undertakes …") for a
    // stated purpose only.
    signals: [
      /non-?disclosure/i,
      /confidentiality agreement/i,
      /\bNDA\b/,
      /receiving party/i,
      /disclosing party/i,
      /\bin consideration of\b[^.]{0,80}\b(?:making|disclos\w*|providing|furnishing|supplying|release of)\b[^.]{0,40}\bconfidential information\b/i,
      /\bconfidential information\b[^.]{0,80}\b(?:available|disclosed)\b[^.]{0,80}\b(?:for (?:that|this|the) (?:sole )?purpose only|solely for the purpose of (?:evaluating|assessing|considering))\b|[“"](?:Permitted )?Purpose[”"]/i,
    ],
  },
  {
    kind: 'employment',
    label: 'Employment agreement or offer letter',
    signals: [
      /employment agreement/i,
      /offer letter|offer of employment/i,
      /\bemployee\b/i,
      /\bemployer\b/i,
      /\bsalary\b/i,
      /\bat[- ]will\b/i,
    ],
  },
  {
    kind: 'services',
    label: 'Services or consulting agreement',
    signals: [
      /services? agreement/i,
      /consult(?:ing|ancy) agreement/i,
      /independent contractor/i,
      /statement of work/i,
      /\bdeliverables?\b/i,
      /\bservice provider\b/i,
    ],
  },
  {
    kind: 'lease',
    label: 'Lease agreement',
    signals: [/\blease\b/i, /\blandlord\b/i, /\btenant\b/i, /\bpremises\b/i, /\bmonthly rent\b|\brent\b/i],
  },
  {
    kind: 'sale',
    label: 'Purchase or sale agreement',
    signals: [/purchase (?:and sale )?agreement/i, /purchase price/i, /\bbuyer\b/i, /\bseller\b/i],
  },
  {
    kind: 'loan',
    label: 'Loan agreement or promissory note',
    signals: [/loan agreement/i, /promissory note/i, /\bborrower\b/i, /\blender\b/i, /principal amount/i],
  },
  {
    kind: 'terms',
    label: 'Terms of service',
    signals: [/terms of (?:service|use)/i, /terms and conditions/i, /acceptable use/i, /\byour account\b/i],
  },
  {
    kind: 'privacy',
    label: 'Privacy policy',
    signals: [/privacy (?:policy|notice)/i, /personal (?:data|information)/i, /data controller/i, /\bcookies\b/i],
  },
  {
    kind: 'corporate',
    label: 'Shareholders’, founders’ or operating agreement',
    signals: [
      /(?:shareholders?|stockholders?|founders?)['’]? agreement/i,
      /operating agreement/i,
      /\bvesting\b/i,
      /\bdrag[- ]along\b/i,
    ],
  },
  {
    kind: 'letter',
    label: 'Letter (demand or notice)',
    signals: [/cease and desist/i, /\bdemand\b/i, /^\s*dear\b/im, /\bsincerely\b/i, /legal action/i],
  },
];

const CONTRACT_SIGNALS = [/\bagreement\b/i, /\bcontract\b/i, /\bhereby\b/i, /\bwhereas\b/i, /\bparties\b/i];

/**
 * A document that presents itself as an agreement ("THIS AGREEMENT is dated …", "AGREED TERMS", "IN WITNESS WHEREOF")
 * is no letter for using the words "demand" or "legal action", unless it has a letter's form: a salutation, a sign-off,
 * or a cease-and-desist.
 */
const AGREEMENT_FORM =
  /\bthis agreement (?:is |was )?(?:made|dated|entered into)\b|\bagreed terms\b|\bin witness whereof\b|\bthe parties (?:hereby )?agree\b/i;
const LETTER_FORM =
  /\bdear (?:sirs?|madam|mr|mrs|ms|dr|[a-z]+(?: [a-z]+)?[,:])|\byours (?:sincerely|faithfully|truly)\b|\bsincerely\b|\bkind regards\b|\bcease and desist\b/i;

function classify(text: string): { kind: Kind; label: string } {
  const titled = typeFromTitle(text);
  if (titled) return titled;
  let best: { kind: Kind; label: string; hits: number } | null = null;
  const agreementNotLetter = AGREEMENT_FORM.test(text) && !LETTER_FORM.test(text);
  for (const candidate of KINDS) {
    if (candidate.kind === 'letter' && agreementNotLetter) continue;
    const hits = candidate.signals.filter((signal) => signal.test(text)).length;
    if (hits >= 2 && (!best || hits > best.hits)) best = { ...candidate, hits };
  }
  if (best) return best;
  return CONTRACT_SIGNALS.some((signal) => signal.test(text))
    ? { kind: 'contract', label: 'Contract' }
    : { kind: 'contract', label: 'Document without a clear legal type' };
}

/* ---------- reading the text ---------- */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phrase found earlier, as a pattern that tolerates any whitespace between its words. */
const literal = (phrase: string) => new RegExp(escape(phrase).replace(/ /g, '\\s+'));

/**
 * Lines that are only a page number or "Page 3 of 30": PDF furniture a DOCX of the same text does not have. A bare
 * number has at most three digits: a year the PDF wrapped onto a line of its own ("… as of April 18," / "2022") is text,
 * and so is the rest of an address wrapped after "Suite", "Unit" or a postcode's first half ("Mumbai - 400" / "703"), and a
 * number after "of" ("a fee of" / "500", a footer's "Page 10 of" / "14", which then goes whole).
 */
const PAGE_FURNITURE =
  /(?<!(?:\b(?:suite|ste|unit|floor|room|box|no|apt|building|bldg|pin|zip|of)\.?|[-–#]|\s\d{3})[ \t]*\n)^[ \t]*(?:-[ \t]*)?(?:page[ \t]+\d{1,4}|\d{1,3})(?:[ \t]+of[ \t]+\d{1,4})?(?:[ \t]*-)?[ \t]*$/gim;
/**
 * Furniture a PDF puts inside a line: "Page 3 of 9" in a running footer, and the filing stamp of an SEC exhibit
 * ("Source: ACME CORP, 10-K, 3/1/2019"). A DOCX of the same text has neither, so both go wherever they stand.
 */
/**
 * A running footer's page after a title and a dash ("Riverside JVA - Page 17"), which a PDF may break after the dash:
 * it goes before the lone page numbers do, so both layouts keep only the title.
 */
const RUNNING_FOOTER_PAGE = /[ \t][-–|][ \t]*\n?[ \t]*Page(?:[ \t]+\d{1,4})?(?=[ \t]*(?:\n|$))/gi;
const INLINE_FURNITURE =
  /\bPage\s+\d{1,4}\s+of\s+\d{1,4}\b|\bSource:\s+[\s\S]{2,80}?,\s+(?:10-K|10-Q|8-K|S-1|S-4|F-1|20-F|10-12G|SB-2|DEF\s14A)[\w/-]*,\s+\d{1,2}\/\d{1,2}\/\d{4}/gi;

/**
 * A table-of-contents line ("ARTICLE III  COMPENSATION ........ 5"): a pointer to a clause, not the clause. Its page
 * number stands on the same line, or the PDF put it on a line of its own (gone with the page numbers) and more text
 * follows: a dotted signature line with the PDF's page number below it, at the end, is no entry. The next entry's
 * number ("2.  Term") is never taken for this one's page. An entry starts at a word, and a run of spaces or blank lines
 * counts as one character, so a DOCX's paragraph breaks and a PDF's line breaks reach the same entry.
 */
const TABLE_OF_CONTENTS_ENTRY =
  /(?:\b(?:ARTICLE|Article|SECTION|Section|SCHEDULE|Schedule|EXHIBIT|Exhibit)\s+[IVXLC\d]+[.:]?\s+|\b\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?<![A-Za-z])[A-Z](?:[A-Za-z;,&'’()-]|\s+(?!\s)){0,80}?\s*\.{4,}(?:[ \t]*\d{1,4}\b|(?=\s+\S))/g;
const SPLIT_WORD = /\b([A-Za-z]+)-[ \t]*\n\s*(?=([a-z]+))/g;
/**
 * First parts of compounds that stand alone ("non-" / "exclusive", "third-" / "party"), so a hyphen after them at a
 * line end is the writer's; syllables that also begin plain words ("de-fault", "ten-ant", "short-ly") are not listed.
 */
const COMPOUND_PART =
  /^(?:non|self|anti|multi|cross|semi|well|third|first|second|long|full|half|mid|court|decision|e|x)$/i;
/** A number word before a unit is a compound too: "ninety-" / "day", "twenty-" / "five". */
const NUMBER_PART =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)$/i;
const UNIT_NEXT =
  /^(?:days?|weeks?|months?|years?|hours?|percent|business|calendar|quarters?|miles?|one|two|three|four|five|six|seven|eight|nine)$/i;
const keepsHyphen = (first: string, next: string) =>
  COMPOUND_PART.test(first) || (NUMBER_PART.test(first) && UNIT_NEXT.test(next));
/** A hyphen left hanging before a conjunction ("pre- and post-closing", "short- or long-term") keeps its space. */
const SUSPENDED_NEXT = /^(?:and|or|nor)$/;
/**
 * A hyphen followed by a space on the same line ("rated A- VII", "pre- and post-closing"): a PDF may break the line
 * at that space, and then no reader can tell the break from a hyphenated word's, so both are read the same way.
 */
const HYPHEN_BEFORE_SPACE = /(\w-)[ \t]+(?=\w)/g;

/**
 * One normalised text whatever the file: a PDF breaks lines where the page ran out and a DOCX where a paragraph
 * ends, so line breaks carry no meaning and become spaces; sentences are found by their punctuation. The same words
 * therefore give the same report from a PDF or a DOCX.
 */
function flatten(text: string): string {
  return (
    text
      // Windows and old Mac line ends are line ends: "term-\r\n" / "inated" is the same split word as "term-\n".
      .replace(/\r\n?/g, '\n')
      // Page numbers go first: one under a dotted signature line would otherwise read as a contents entry's page.
      .replace(RUNNING_FOOTER_PAGE, '')
      .replace(PAGE_FURNITURE, ' ')
      .replace(TABLE_OF_CONTENTS_ENTRY, ' ')
      .replace(INLINE_FURNITURE, ' ')
      // A word the PDF split over two lines ("term-" / "inated") is one word in the DOCX; a compound whose first part
      // stands alone ("one-" / "year", "non-" / "exclusive") keeps its hyphen, as the DOCX has it.
      // A hyphen before a space is read as one before a line break: the PDF of "A- VII" may put "VII" on the next line.
      .replace(HYPHEN_BEFORE_SPACE, '$1\n')
      .replace(SPLIT_WORD, (whole, first: string, next: string) =>
        SUSPENDED_NEXT.test(next) ? `${first}- ` : keepsHyphen(first, next) ? `${first}-` : first,
      )
      .replace(/(\w-)[ \t]*\n\s*(?=\w)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const ABBREVIATION =
  /(?:\b(?:inc|ltd|corp|co|no|nos|mr|mrs|ms|dr|st|vs|sec|art|para|approx|e\.g|i\.e|u\.s|etc)|\b[A-Z]|(?<!,\d\d)\d)$/i;

/**
 * Where sentences end: after . ; ! ? followed by a space (not after an abbreviation or a clause number, though after an
 * amount such as "$5,000,000."), or a new line.
 */
function boundaries(text: string): number[] {
  const ends: number[] = [];
  for (const match of text.matchAll(/[.;!?](?=\s)|\n/g)) {
    const at = match.index;
    if (match[0] !== '\n' && ABBREVIATION.test(text.slice(Math.max(0, at - 6), at))) continue;
    ends.push(at);
  }
  return ends;
}

const MAX_SNIPPET = 320;
const SHORT_SENTENCE = 45;

/** The index of the first sentence end at or after `at` (binary search: long contracts have thousands). */
function firstAtOrAfter(ends: number[], at: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ends[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The sentence around a match, whole, and as quoted (clipped around the match when very long): a guard reads the
 * whole sentence, since what turns a clause around ("neither … makes any warranty") may sit outside the quote.
 */
function sentenceAround(
  text: string,
  ends: number[],
  start: number,
  end: number,
): { sentence: string; snippet: string } {
  const next = firstAtOrAfter(ends, end - 1);
  const before = ends[firstAtOrAfter(ends, start) - 1];
  let after = ends[next];
  let from = before === undefined ? 0 : before + 1;
  // A heading alone ("4. Term and Termination.") says little: the sentence after it is quoted with it.
  if (after !== undefined && text.slice(from, after + 1).trim().length < SHORT_SENTENCE) after = ends[next + 1];
  let to = after === undefined ? text.length : after + 1;
  const sentence = text.slice(from, to).trim();
  if (sentence.length <= MAX_SNIPPET) return { sentence, snippet: sentence };
  from = Math.max(from, start - 100);
  to = Math.min(to, from + MAX_SNIPPET);
  const window = text.slice(from, to);
  const head = from > 0 && text[from - 1] !== '\n' ? '…' : '';
  const clipped = clipAtWord(window.slice(head ? window.indexOf(' ') + 1 : 0), MAX_SNIPPET - 2);
  return { sentence, snippet: `${head}${clipped.trim()}…` };
}

interface Hit {
  snippet: string;
  /** The whole sentence the snippet quotes from. */
  sentence: string;
  /** The matched words themselves, for findings that name what was found. */
  match: RegExpExecArray;
}

/**
 * A pattern as the reader runs it: `[^.\n]` ("within the sentence") also steps over dots inside a token, so
 * "Sections 11.1 and 11.2" or "49 U.S.C. Section 14706" does not end the sentence a pattern is reading. Compiled once
 * per pattern, global: a reader walks the hits until one is not a cross-reference.
 */
const compiled = new Map<string, RegExp>();
function sentencePattern(pattern: RegExp): RegExp {
  const flags = `${pattern.flags.replace('g', '')}g`;
  const key = `${flags}/${pattern.source}`;
  let regex = compiled.get(key);
  if (!regex) {
    regex = new RegExp(pattern.source.replaceAll('[^.\\n]', '(?:[^.\\n]|\\.(?=\\w)|(?<=\\b[A-Z])\\.)'), flags);
    compiled.set(key, regex);
  }
  regex.lastIndex = 0;
  return regex;
}

/** A clause named in a cross-reference ("except as set forth in Section 9 (Indemnification)") is a pointer, not the clause. */
const CROSS_REFERENCE = /\b(?:sections?|articles?|clauses?|paragraphs?)\s+[\dIVXLC][\w.()]*\s*\($/i;
/** A definition ('"Change of Control" means …') names a clause's subject without being the clause. */
const DEFINITION = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?[“"][^”"]{2,60}[”"]\s+(?:means|shall mean|has the meaning)\b/i;

class Reader {
  readonly text: string;
  private readonly ends: number[];

  constructor(raw: string) {
    this.text = flatten(raw);
    this.ends = boundaries(this.text);
  }

  /** The first hit of the first pattern that matches: patterns go from the most telling to the most general. */
  find(...patterns: RegExp[]): Hit | null {
    for (const pattern of patterns) {
      for (const match of this.text.matchAll(sentencePattern(pattern))) {
        if (this.cited(match)) continue;
        return { match, ...sentenceAround(this.text, this.ends, match.index, match.index + match[0].length) };
      }
    }
    return null;
  }

  /** Every sentence matching `pattern`, for checks that need to look beyond the first hit. */
  findAll(pattern: RegExp): Hit[] {
    const hits: Hit[] = [];
    for (const match of this.text.matchAll(sentencePattern(pattern))) {
      if (this.cited(match)) continue;
      const { sentence, snippet } = sentenceAround(this.text, this.ends, match.index, match.index + match[0].length);
      if (!hits.some((hit) => hit.snippet === snippet)) hits.push({ match, sentence, snippet });
    }
    return hits;
  }

  private cited(match: RegExpExecArray): boolean {
    return CROSS_REFERENCE.test(this.text.slice(Math.max(0, match.index - 40), match.index));
  }
}

/* ---------- the checklist ---------- */

type Severity = 'high' | 'medium';

interface Outcome {
  status: ReviewChecklistItem['status'];
  snippet: string | null;
  finding: string;
  recommendation: string;
  severity?: Severity;
  /** How much attention a found clause needs, from what it says; risks take their severity. */
  level?: RiskLevel;
}

interface Check {
  key: string;
  clause: string;
  /** The kinds of document that normally contain it; elsewhere a missing one is not listed. */
  expectedIn: Kind[] | 'all';
  /** Words the client's instructions may use for it, to put it first. */
  topics: string[];
  run(reader: Reader): Outcome | { missing: true };
}

const missing = { missing: true } as const;
const found = (hit: Hit | null, finding: string, recommendation: string, level: RiskLevel = 'low'): Outcome => ({
  status: 'found',
  snippet: hit?.snippet ?? null,
  finding,
  recommendation,
  level,
});
const CONTRACTS: Kind[] = ['nda', 'employment', 'services', 'lease', 'sale', 'loan', 'corporate', 'contract'];

const NOTICE_PERIOD =
  /\b(?:\w+ \(\d+\)|\d+|thirty|sixty|ninety|fifteen|fourteen|seven|ten) (?:calendar |business )?days['’]? (?:prior |advance )?(?:written )?notice/i;
const DURATION =
  /\b(?:\w+ \(\d+\)|\d+|one|two|three|four|five|six|seven|ten|twelve|eighteen|twenty-four|thirty-six) (?:\(\d+\) )?(?:years?|months?)\b/i;

/** What a choice of law governs: the agreement itself, by whatever name the document gives itself. */
const THIS_DOCUMENT =
  '(?:this|the|our|these) (?:agreement|contract|letter|deed|undertaking|lease|licen(?:c|s)e|terms|document|instrument|note|guarantee|arrangement|order|policy|conditions)';
/**
 * A regex source (written in lower case, without classes or escapes) that matches its words in any casing: "this
 * Agreement", "THIS AGREEMENT", "Governed By". Used where the place named must stay capitalised, so /i cannot be.
 */
const caseless = (source: string) => source.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
/** Words that stand capitalised before "law" without naming a place: "Applicable Law", "Federal law". */
const NO_PLACE =
  '(?!(?:Applicable|APPLICABLE|Governing|GOVERNING|Relevant|RELEVANT|Such|SUCH|Any|ANY|All|ALL|Local|LOCAL|Federal|FEDERAL|State|STATE|Mandatory|MANDATORY|This|THIS|That|THAT|Which|WHICH|The|THE)\\b)';

/**
 * "governed by Delaware law", "subject to English law", "decided under New York law", "interpreted according to Swiss
 * law", in any casing: the place named before the word "law" (capitalised, so "governed by applicable law" names none).
 */
const LAW_CHOSEN_BY = `${caseless('(?:governed|construed|interpreted|decided|determined|enforced|read)')}(?: [A-Za-z]+(?:ly|LY))? ${caseless('(?:by|under|in accordance with|according to|pursuant to)')}`;
const NAMED_LAW = new RegExp(
  `\\b(?:${LAW_CHOSEN_BY}|${caseless('subject to')})${caseless('(?: the)?')} ${NO_PLACE}((?:[A-Z][\\w.]*\\s){1,3})${caseless('law')}\\b`,
);

/**
 * "New Zealand law applies to this agreement", "English law governs this letter", "ONTARIO LAW SHALL GOVERN THIS
 * CONTRACT": the plain-English choice of law, the place capitalised before the word "law".
 */
const PLAIN_LAW = new RegExp(
  `\\b${NO_PLACE}((?:[A-Z][\\w.]*\\s){1,3})${caseless(`laws? (?:applies|apply|governs?|(?:shall|will|is to|are to) (?:apply|govern)) (?:to )?${THIS_DOCUMENT}`)}\\b`,
);

/**
 * The laws named doing the choosing ("… shall govern this Agreement", "… apply to all disputes", "… shall control."),
 * not a place's laws that apply to something the agreement is about ("apply to the labelling of the Products") or a
 * noun ("export controls").
 */
const LAW_CHOSEN_FOR =
  '(?:(?:shall|will|to|exclusively|solely) (?:govern|control|apply)|governs?|apply|applies|controls (?:this|the))\\b(?=[^.\\n]{0,40}\\b(?:agreement|contract|letter|deed|lease|terms|matters|disputes?|claims?|interpretation|construction|validity|relationship|obligations|instrument|undertaking|hereto|hereunder|herein|hereof)\\b|\\s*[.;])';

/** A law named by its people's adjective ("English law", "Swiss law"), not by its place. */
const DEMONYM =
  /^(?:English|Scots|Scottish|Welsh|Irish|British|Swiss|German|French|Dutch|Belgian|Italian|Spanish|Portuguese|Swedish|Danish|Norwegian|Finnish|Austrian|Polish|Greek|Japanese|Chinese|Korean|Indian|Singaporean|Australian|Canadian|American|Mexican|Brazilian|Israeli|Emirati|South African|New Zealand)$/i;

/**
 * A duty to obey a place's laws in doing something ("shall comply with the laws of the State of California governing
 * the sale of alcohol"), which chooses no law for the agreement.
 */
const COMPLYING_WITH_LAW =
  /\b(?:compl(?:y|ies|ying|iance)|conform\w*|abide by|observe|obey|violat\w*|breach\w*|contrary to|permitted by|required by|prohibited by)\b[^.\n]{0,40}\blaws? (?:of|in)\b/i;
/** A choice of law that says what it governs, in any casing. */
const CHOSEN_FOR_AGREEMENT = new RegExp(
  `\\b(?:govern\\w*|construed|interpreted|appl(?:y|ies)|subject)\\b[^.\\n]{0,80}\\b${THIS_DOCUMENT}\\b|\\b${THIS_DOCUMENT}\\b[^.\\n]{0,120}\\b(?:govern\\w*|construed|interpreted|subject)\\b`,
  'i',
);

/**
 * A right to end the agreement in plain English: "Either of us can end this agreement", "You may cancel the contract",
 * and in online terms "Either of us can end these terms", "We can suspend or end your subscription" (not "can't end"
 * or "may not end").
 */
const PLAIN_ENDING =
  /\b(?:can|may|could|(?:is|are) (?:entitled|free) to|(?:has|have) (?:the )?right to)\b(?:,? (?!not\b|never\b)\w+){0,3}?,? (?:end|cancel|terminate|get out of) (?:(?:this|the|our|your) (?:agreement|contract|arrangement)|these terms|(?:your|the|this) (?:subscription|membership|plan|account))\b/i;

/** A sentence about how long one obligation lasts, which is no term of the agreement. */
const OBLIGATION_LASTS =
  /\b(?:obligations?|dut(?:y|ies)|restrictions?|covenants?)\b(?: of [\w ]{0,30})? (?:shall|will) (?:continue|remain|survive)\b/i;

/**
 * A severability clause keeps the rest of the agreement alive ("the remaining provisions shall continue in full force
 * and effect"): it says nothing of how long the agreement lasts.
 */
const SEVERABILITY =
  /\b(?:remaining|other|remainder of (?:the|this)|rest of (?:the|this)|balance of (?:the|this))\b[^.\n]{0,40}\b(?:provisions?|terms?|agreement)\b[^.\n]{0,40}\b(?:shall|will) (?:continue|remain)\b|\b(?:invalid|unenforceable|illegal|void)\b[^.\n]{0,200}\b(?:shall|will) (?:continue|remain) in (?:full )?(?:force|effect)\b/i;
/**
 * Termination ruled out ("This Agreement is not subject to termination", "may not be terminated by either party"),
 * unless a way out follows ("may not be terminated except for breach").
 */
const TERMINATION_DENIED =
  /\b(?:(?:is|are|shall|will)(?: not|n['’]t) (?:be )?(?:subject to (?:termination|cancellation|revocation)|terminable|revocable)|(?:may|shall|can|will)(?: not|not) be (?:terminated|cancell?ed|revoked)|cannot be (?:terminated|cancell?ed|revoked))\b(?![^.\n]{0,80}\b(?:except|unless|other than|save|but may|prior to|before)\b)/gi;
/** Termination as one of the subjects of a dispute: "any question regarding its existence, validity or termination". */
const DISPUTED_TERMINATION =
  /\b(?:existence|validity|interpretation|formation|construction|performance|breach|enforceability)\b,? (?:[\w-]+,? ){0,3}?(?:or|and) terminat(?:e|ed|es|ion)\b/gi;

/**
 * An indemnity in plain English: the costs of someone else's claim made good ("You will cover any costs we face if
 * someone claims your work copies theirs", "We'll pay your losses if a third party sues you over our software").
 */
const PLAIN_INDEMNITY =
  /\b(?:shall|will|must|agrees? to|['’]ll)\b(?: \w+){0,2} (?:cover|pay|reimburse|make good|compensate (?:us|you|them|\w+) for)\b[^.\n]{0,60}\b(?:costs?|loss(?:es)?|damages|expenses|liabilit(?:y|ies))\b[^.\n]{0,60}\b(?:if|when|where|arising from|resulting from|because)\b[^.\n]{0,20}\b(?:someone|anyone|a third party|any third party|another person|any other person)\b/i;

/**
 * A liability cap: an amount or a measure that liability may not pass, also in plain English ("We're not
 * responsible for more than the fees you've paid", "Neither of us is liable for more than $5,000"), or the damages
 * that may be awarded ("the damages assessed against a Manager … shall not exceed the greater of $100,000 and …").
 */
const LIABILITY_CAP =
  /\b(?:damages|amounts?|sums?)\b (?:that may be |which may be )?(?:assessed|awarded|recoverable|recovered)\b[^.\n]{0,20}\b(?:against|from)\b[^.\n]{0,160}\b(?:shall|will|may) not (?:exceed|be more than)\b|\b(?:liab\w*|responsible)\b[^.\n]{0,60}\bfor (?:any(?:thing)? )?more than,?(?: in (?:total|aggregate|the aggregate),?)? (?:[$€£]\s?\d|(?:the|a|an|what|whatever)\b[^.\n]{0,40}?\b(?:fees?|amount|total|price|sum|paid|charges|value|greater|lesser)\b)|\bliab\w*\b[^.\n]{0,200}\b(?:not exceed|not to exceed|exceed|limited to|restricted to|up to a maximum of|in excess of|capped at|(?:be |in )?no more than|(?:not |never |in no (?:case|event) )be more than)\b|\b(?:aggregate|total|maximum|cumulative|entire) liability\b[^.\n]{0,320}(?:\b(?:exceed|limited|restricted|capped|amount|fees)\b|[$€£]\s?\d|\b(?:USD|EUR|GBP|AUD|CAD|CHF|NZD|SGD)\s?\d)/i;

/**
 * A limitation said not to apply ("No limitation of liability in the Carrier's tariff shall apply to any shipment"):
 * the opposite of a cap, unless the sentence sets one besides.
 */
const NO_LIMITATION_APPLIES =
  /\bno (?:limitations?|limits?|caps?|exclusions?)(?: (?:of|on) liability)?\b[^.\n]{0,100}\b(?:shall|will|is to|does|do) (?:apply|limit)\b/i;
const CAP_MEASURE = /\b(?:exceed|limited to|restricted to|capped at|more than)\b|[$€£]\s?\d/i;
const capDenied = (sentence: string) => NO_LIMITATION_APPLIES.test(sentence) && !CAP_MEASURE.test(sentence);

/** A word for money owed under the agreement ("royalty-free" is no payment). */
const PAYMENT_WORD =
  /\b(?:fees?|payments?|payable|compensation|salary|rent|purchase price|invoices?|remuneration|royalt(?:y|ies)(?!-free))\b|\bconsideration of (?:[$€£]|US\$|\d)/i;
/**
 * Those words naming no payment between the parties: information about money ("salary data", "pricing and fee
 * schedules" listed as confidential) and each side's own advisers' fees ("bears its own legal fees", "reasonable
 * attorneys' fees" an indemnity covers).
 */
const NOT_A_PAYMENT =
  /\b(?:salary|salaries|fee|payment|compensation|royalty|rent|pricing|price)(?: and (?:[\w-]+ )?(?:fee|payment|pricing|salary|cost|price))? (?:data|information|details|records|history|schedules?|structures?|levels?|bands?|reviews?|lists?|strateg(?:y|ies)|models?)\b|\b(?:legal|attorneys?['’]?|lawyers?['’]?|counsel['’]?s?|advisers?['’]?|advisors?['’]?|accountants?['’]?|professional|experts?['’]?|arbitrators?['’]?|court|filing|collection) fees\b/gi;

/** A solvency test ("if its liabilities would exceed its assets"), which limits distributions, not liability. */
const SOLVENCY_TEST =
  /\bliabilities\b[^.\n]{0,40}\bexceed (?:the (?:fair (?:market )?)?value of )?(?:its|the|their|his|her|such \w+['’]s) (?:total |aggregate )?assets\b/i;

/** Wordings that settle who owns intellectual property, the most telling first. */
const IP_OWNERSHIP = [
  /\bwork(?:s)? made for hire\b/i,
  /\b(?:hereby )?(?:irrevocably )?assigns?(?: and agrees? to assign)?\b[^.\n]{0,40}\b(?:all )?(?:of (?:its|his|her|their) )?(?:right|rights|title|interest)\b/i,
  /\b(?:shall|will) (?:retain|own|have) (?:sole |exclusive )?ownership of\b/i,
  /\bretains?\b[^.\n]{0,40}\b(?:title to and ownership|ownership) of\b/i,
  // "assigns to the Company all inventions conceived during her employment".
  /\bassigns? to\b[^.\n]{0,40}\ball (?:inventions|work product|deliverables|copyrights?|intellectual property)\b/i,
  /\b(?:owns?|retains?|keeps?|shall own|will own|shall retain|will retain|will keep|is the (?:sole |exclusive )?owner of)\b[^.\n]{0,80}\b(?:right, title,? and interest|intellectual property|IPRs?|IP|copyrights?|patents?|inventions?|work product|deliverables|trademarks?|marks)\b/i,
  /\b(?:shall|will) (?:be and remain|remain|be|become|vest in|belong to)\b[^.\n]{0,20}\b(?:the )?(?:sole and exclusive |exclusive |sole )?(?:property|owner)\b/i,
  /\b(?:shall|will) be owned (?:exclusively |solely )?by\b/i,
  // Plain English in the present tense: "We own Tallyroo, including the software, designs, logos, documentation and all
  // intellectual property rights in them", "any improvements we make based on them belong to us".
  /\b(?:owns?|own)\b[^.\n]{0,160}\ball (?:the )?(?:intellectual property|IP)(?: rights)?\b/i,
  // "We (and our licensors) own the Service, our software and know-how, and all improvements to them."
  // "We (or our licensors) own Tallyflow and everything we create while providing support, including patches".
  /\b(?:we|you|it|they)(?: \([^()]{1,40}\))? (?:own|owns)\b[^.\n]{0,160}\b(?:software|know-how|improvements?|source code|technology|deliverables|work product|everything (?:we|you|it|they) (?:create|make|produce|develop|write)|patches|updates|scripts)\b/i,
  // Ownership kept by saying none passes: "Nothing in this agreement transfers ownership of any of our intellectual
  // property to you", "This Agreement does not transfer title to the Software".
  /\b(?:nothing\b[^.\n]{0,60}\b(?:transfers?|assigns?|conveys?|passes)|(?:does|do|shall|will) not (?:transfer|assign|convey|pass))\b[^.\n]{0,20}\b(?:ownership|title)\b[^.\n]{0,10}\b(?:of|in|to)\b/i,
  /\b(?:belongs?|belong) (?:solely |exclusively |entirely )?to (?:us|you|them|him|her|it|the [\w-]+|[A-Z][\w-]+)\b/i,
  // "All Foreground IP shall vest in the Client on creation": the subject is checked against IP_SUBJECT.
  /\b(?:shall|will) (?:automatically |immediately |absolutely )?(?:vest|rest) (?:in|with)\b/i,
  // "all Intellectual Property Rights in the Customer Materials remain vested in the Customer".
  /\b(?:remains?|shall remain|will remain|is|are) (?:solely |exclusively |at all times )?vested in\b/i,
  // Joint ownership: "Ownership of inventions made jointly shall be shared equally", "shall be jointly owned".
  /\b(?:ownership|title)\b[^.\n]{0,100}\b(?:shall|will) be shared\b|\b(?:jointly owned|owned jointly|joint owners?)\b/i,
  /\b(?:is|are|remains?) the (?:sole (?:and exclusive )?|exclusive )?property of\b/i,
  /\b(?:title|ownership)\b[^.\n]{0,160}\b(?:shall|will) (?:at all times )?(?:remain|vest|rest) (?:with|in)\b/i,
  /\bacquires? no (?:ownership|right|title|interest)\b/i,
  // A trade mark licensee's use builds the owner's goodwill: "all goodwill arising from such use inures to Merchant".
  /\bgoodwill\b[^.\n]{0,80}\b(?:inures?|accrues?)\b/i,
  /\b(?:right, title,? and interest|intellectual property rights?)\b[^.\n]{0,160}\b(?:shall|will) (?:vest in|pass to|transfer to)\b/i,
  /\bno (?:licen[cs]e|rights?)(?: or (?:licen[cs]e|rights?))? (?:is|are|shall be|will be) granted\b|\ball rights not (?:expressly )?granted\b[^.\n]{0,160}\breserved\b/i,
  // What is assigned named earlier in the sentence: "holds no interest in the Intellectual Property and, to the extent
  // she does, hereby assigns it to the Purchaser".
  /\bhereby (?:irrevocably )?(?:assigns?|transfers?|conveys?) (?:it|them|the same|(?:all |any )?such \w+)\b[^.\n]{0,20}\bto\b/i,
  // A deed of assignment handed over on a sale: "shall at Closing execute and deliver an assignment of the
  // Intellectual Property in favour of the Purchaser".
  /\b(?:execut|deliver|sign)\w*\b[^.\n]{0,60}\b(?:an? |the )?(?:assignments?|conveyances?|deeds? of assignment) of (?:the |all |its |such )?(?:intellectual property|IP|patents?|trade ?marks?|copyrights?|domain names?|software|technology|inventions)\b/i,
];
/**
 * What an ownership clause must be about to be one on intellectual property (data or tooling is not); reports,
 * photographs and recordings made in the work are copyright works.
 */
const IP_SUBJECT =
  /\bintellectual property|\bIP(?:Rs?)?\b|\bgoodwill\b|\blicensed (?:titles|works|content|programs|marks|products)\b|\bcopyright|\bpatent|\binvention|\bwork product|\bdeliverables?\b|\btrademark|\bmarks\b|\bsoftware\b|\bsource code\b|\bknow-how\b|\bimprovements?\b|\b(?:licen[cs]e|rights?) (?:is|are|shall be|will be) granted|\brights not (?:expressly )?granted|\bwork(?:s)? made for hire|\bmaterials\b|\bdesigns?\b|\btechnology\b|\bphotographs?\b|\bvideo\b|\b(?:audio |video )?recordings?\b|\bfootage\b|\breports\b|\bdrawings?\b|\bartwork\b|\bscripts\b|\beverything (?:we|you|it|they) (?:create|make|produce|develop|write)\b/i;

const CHECKS: Check[] = [
  {
    key: 'parties',
    clause: 'Parties',
    expectedIn: 'all',
    topics: ['party', 'parties', 'name', 'entity', 'signatory'],
    run(reader) {
      const parties = partiesOf(reader.text);
      const hit =
        reader.find(
          /\bby and between\b|\bbetween\b[^.\n]{3,120}\band\b/i,
          /\b(?:made|entered into|dated)\b[^.\n]{0,80}\bbetween\b/i,
          /\bparties\b/i,
        ) ?? (parties[0] ? reader.find(literal(parties[0])) : null);
      if (!parties.length && !hit) return missing;
      return parties.length >= 2
        ? found(
            hit,
            `Parties named: ${joinList(parties).replace(/\.$/, '')}.`,
            "Check each party's full legal name, entity type, registration number and address against official records; the party that signs must be the one that performs.",
          )
        : found(
            hit,
            parties.length
              ? `Only one party is clearly named (${parties[0]}).`
              : 'The parties are referred to, but no names could be made out.',
            'Name every party in the opening paragraph with its full legal name, entity type and address.',
          );
    },
  },
  {
    key: 'dates',
    clause: 'Effective date and other dates',
    expectedIn: 'all',
    topics: ['date', 'dates', 'deadline', 'effective', 'start', 'commencement'],
    run(reader) {
      const dates = findDates(reader.text);
      const blank = reader.find(
        /\b(?:effective|commencement|start) date\b[^.\n]{0,40}(?:_{3,}|\[date\]|\[ ?\])/i,
        /\bdated\b[^.\n]{0,10}_{3,}/i,
      );
      if (blank) {
        return {
          status: 'risk',
          snippet: blank.snippet,
          finding: 'The effective date is left blank.',
          recommendation:
            'Fill in the effective date before signing; otherwise it is unclear when the obligations start.',
          severity: 'medium',
        };
      }
      const effective = reader.find(
        /\beffective (?:date|as of)\b/i,
        /\b(?:made|entered into|dated)(?: and entered into)? (?:as of|on|this)\b/i,
        /\bcommencement date\b/i,
      );
      if (!dates.length && !effective) return missing;
      const hit = effective ?? reader.find(literal(dates[0]!));
      const finding = dates.length
        ? `Dates in the document: ${joinList(dates)}.`
        : 'An effective date is referred to, but no calendar date was found.';
      return found(
        hit,
        finding,
        effective && dates.length
          ? 'Check that the effective date and every deadline are the ones agreed, and diarise the deadlines.'
          : 'State the effective date as a calendar date.',
      );
    },
  },
  {
    key: 'term-termination',
    clause: 'Term and termination',
    expectedIn: [...CONTRACTS.filter((kind) => kind !== 'sale'), 'terms'],
    topics: ['term', 'termination', 'terminate', 'duration', 'cancel', 'end', 'renewal', 'notice'],
    run(reader) {
      // How long the agreement lasts, not how long one obligation does ("the duty of confidence shall continue until").
      const term =
        [
          // "any term of this Deed" is one of its provisions, not its duration.
          /(?<!\b(?:any|each|every|a|no|other|such)\s)\b(?:the )?term of this\b/i,
          /\b(?:shall|will) (?:remain|continue) in (?:full )?(?:force|effect)\b/i,
          // "shall continue until", and the existence of a company: "shall continue perpetually until dissolved".
          /\b(?:shall|will) continue (?:(?:perpetually|indefinitely|in existence) )?(?:until|for)\b|\b(?:initial|contract) (?:term|period)\b/i,
          // "shall commence on the Effective Date and continue for a period of three (3) years".
          /\b(?:commenc\w*|begin\w*|start\w*)\b[^.\n]{0,100}\band (?:shall |will )?(?:continue|remain in (?:full )?(?:force|effect))\b[^.\n]{0,20}\b(?:for|until)\b/i,
          /\bterm\b[^.\n]{0,40}\b(?:years?|months?)\b/i,
          // An end date in other words: "The engagement commences on the date above and shall end on June 30, 2021".
          /\b(?:commenc\w*|begin\w*|start\w*)\b[^.\n]{0,100}\b(?:shall|will) (?:end|expire|terminate) (?:on|at)\b/i,
          // The agreement's expiry, not that of a licence, an option or a warranty it mentions ("evaluation licences …,
          // each of which expires no later than December 31").
          /(?<!\b(?:each of which|licen[cs]es?|options?|offers?|certificates?|polic(?:y|ies)|patents?|registrations?|warrant(?:y|ies)|permits?|visas?|passwords?|credentials?)\s(?:[\w'’]+\s){0,2})\bexpir(?:e|es|ation)\b/i,
          // Plain English: "This agreement runs for 12 months", "starts on 1 June and ends when the project is delivered".
          /\b(?:this|the|our) (?:agreement|contract) (?:runs|lasts|continues|will (?:run|last|continue))\b[^.\n]{0,40}\b(?:for|until)\b|\b(?:starts|begins)\b[^.\n]{0,80}\bends? (?:on|when)\b/i,
          // Online terms: "These terms apply from the day you sign up and keep applying for as long as you have an
          // account".
          /\b(?:these|the|this) (?:terms|agreement|contract)\b (?:apply|applies|continue to apply|keep applying|remain in (?:force|effect))\b[^.\n]{0,160}\b(?:until|for as long as|so long as)\b/i,
        ]
          .map((pattern) =>
            reader
              .findAll(pattern)
              .find(({ snippet }) => !OBLIGATION_LASTS.test(snippet) && !SEVERABILITY.test(snippet)),
          )
          .find(Boolean) ?? null;
      // Ending the agreement, not the end of someone's service or employment, nor termination as one subject of the
      // disputes an arbitration clause covers ("any question regarding its existence, validity or termination").
      const termination =
        reader
          .findAll(/\bterminat(?:e|ed|es|ion)\b/i)
          .find(
            ({ snippet }) =>
              /\bterminat(?:e|ed|es|ion)\b/i.test(
                snippet.replace(TERMINATION_DENIED, '').replace(DISPUTED_TERMINATION, ' '),
              ) &&
              (!/\btermination of (?:[\w'’]+['’]s |his |her |the \w+['’]s )?(?:service|employment|engagement)\b/i.test(
                snippet,
              ) ||
                /\bterminat\w* (?:this|the) (?:agreement|contract|lease)\b/i.test(snippet)),
          ) ?? reader.find(PLAIN_ENDING);
      if (!term && !termination) return missing;
      const notice = reader.find(NOTICE_PERIOD);
      const duration = term ? DURATION.exec(term.snippet)?.[0] : undefined;
      const parts = [
        term ? `Term${duration ? `: ${duration}` : ' stated'}.` : 'No fixed term is stated.',
        `${termination ? 'Termination rights are included' : 'No termination right was found'}${notice && termination ? ` (notice: ${notice.match[0]})` : ''}.`,
      ];
      const recommendation = !termination
        ? 'Add how each party may end the agreement (for breach, insolvency, convenience) and with how much notice.'
        : !notice
          ? 'State the notice period for termination and what survives it (payment, confidentiality, liability).'
          : 'Check that termination rights and notice periods are the same for both parties, and what survives termination.';
      return found(term ?? termination, parts.join(' '), recommendation, termination ? 'low' : 'medium');
    },
  },
  {
    key: 'payment',
    clause: 'Payment terms',
    expectedIn: ['employment', 'services', 'lease', 'sale', 'loan', 'contract'],
    topics: ['payment', 'pay', 'fee', 'fees', 'price', 'invoice', 'salary', 'rent', 'money', 'compensation', 'cost'],
    run(reader) {
      // The sentence that obliges someone to pay an amount says most; "royalty-free" is no payment.
      const hit =
        reader.find(
          /\b(?:shall|will|must|agrees? to) pay\b[^.\n]{0,160}(?:[$€£]\s?\d|\b(?:USD|EUR|GBP|AUD|CAD)\b|\bpercent\b|%)/i,
          // Money put into a venture: "Halversen shall contribute Thirty Million Dollars ($30,000,000) in cash".
          /\b(?:shall|will|must|agrees? to) (?:contribute|fund|advance)\b[^.\n]{0,120}(?:[$€£]\s?\d|\b(?:USD|EUR|GBP|AUD|CAD)\b|\bdollars\b)/i,
        ) ??
        reader.findAll(PAYMENT_WORD).find(({ sentence }) => PAYMENT_WORD.test(sentence.replace(NOT_A_PAYMENT, ' '))) ??
        reader.find(
          /\b(?:shall|will|must|agrees? to) pay\b/i,
          // Money put into a venture or company: "capital contributions", "a capital call".
          /\bcapital contributions?\b|\bcapital calls?\b/i,
        );
      if (!hit) return missing;
      const amounts = findAmounts(reader.text);
      const due = reader.find(
        /\bwithin [\w-]+(?: \(\d+\))? days\b[^.\n]{0,60}\b(?:invoice|receipt|end of|delivery|date)|\bnet \d+\b|\bdue (?:on|upon|within|by)\b|\bper (?:month|year|hour|annum|unit|shipment|mile)\b|\b(?:monthly|quarterly|weekly|annually)\b|\bin (?:advance|arrears)\b/i,
      );
      const late = reader.find(/\blate (?:payment|fee|charge)|\binterest (?:on|at)\b|\boverdue\b/i);
      const finding = `${amounts.length ? `Amounts: ${joinList(amounts)}. ` : 'No amount is stated. '}${due ? 'A due date or payment rhythm is set.' : 'No due date was found.'}`;
      const recommendation = !amounts.length
        ? 'State the amount (or how it is calculated), the currency and when it is due.'
        : !due
          ? 'Say when each payment is due (for example within 30 days of invoice) and how it is paid.'
          : late
            ? 'Check the amounts, the due dates and the late-payment terms against what was agreed.'
            : 'Consider what happens on late payment (interest, suspension of work) and who bears taxes.';
      return found(hit, finding, recommendation, amounts.length && due ? 'low' : 'medium');
    },
  },
  {
    key: 'liability-cap',
    clause: 'Limitation of liability',
    expectedIn: ['services', 'sale', 'terms', 'contract'],
    topics: ['liability', 'liable', 'cap', 'damages', 'losses', 'limitation'],
    run(reader) {
      // A sentence that sets an amount is the cap; exclusions of kinds of loss come second.
      const cap =
        reader.findAll(LIABILITY_CAP).find(({ sentence }) => !SOLVENCY_TEST.test(sentence) && !capDenied(sentence)) ??
        null;
      const hit =
        cap ??
        [
          // "Limitation of Liability", "Limitation of Manager Liability".
          /\blimitation (?:of|on) (?:[\w'’]+ )?(?:liability|damages)\b/i,
          /\bin no event (?:shall|will)\b[^.\n]{0,60}\bbe liable\b/i,
          /\b(?:shall|will) not be liable (?:to the other )?for (?:any )?(?:lost profits|indirect|consequential|special|incidental|punitive)\b/i,
          // "Neither of us will be liable to the other for any lost profits … or consequential damages".
          /\b(?:no|neither) (?:party|of us|of the parties)\b[^.\n]{0,20}\b(?:shall|will|is|are) (?:be )?liable\b[^.\n]{0,120}\b(?:lost profits|indirect|consequential|special|incidental|punitive)\b/i,
          // An exculpation: "No Member or Manager shall be liable … for any act or omission in good faith".
          /\b(?:no|neither) [\w ]{1,30}? (?:shall|will) be liable\b[^.\n]{0,80}\bfor any (?:act|omission|loss|damages)\b/i,
        ]
          .map((pattern) => reader.findAll(pattern).find(({ sentence }) => !capDenied(sentence)))
          .find(Boolean) ??
        null;
      if (!hit) return missing;
      // A cap that protects one side only leaves the other exposed: it matters more than a mutual one.
      const mutual = /\b(?:each|either|neither|both) (?:part(?:y|ies)['’]?s?|of us)\b|\bmutual/i.test(hit.snippet);
      return found(
        hit,
        cap
          ? mutual
            ? 'Liability is capped for both parties.'
            : 'Liability is capped, apparently for one party only.'
          : 'Some losses are excluded, but no overall cap was found.',
        cap
          ? 'Check the cap is adequate for the risk, applies to both parties, and that carve-outs (fraud, confidentiality, IP, data) are what you expect.'
          : 'Consider an overall cap (often the fees paid in the last 12 months) in addition to the excluded losses.',
        cap && mutual ? 'low' : 'medium',
      );
    },
  },
  {
    key: 'indemnity',
    clause: 'Indemnity',
    expectedIn: ['services', 'sale', 'terms', 'lease', 'contract'],
    topics: ['indemnity', 'indemnify', 'indemnification', 'claims', 'harmless'],
    run(reader) {
      // The promise itself first; a heading next; a bare mention last, and never a cross-reference to one
      // ("except as set forth in Section 9 (Indemnification)") nor an insurance policy's "limit of indemnity".
      const hit =
        reader.find(
          /\b(?:shall|will|agrees? to|must)\b(?: \w+,?){0,2} (?:defend,? )?(?:indemnify|hold (?:\w+ )?harmless)\b/i,
          /\b(?:shall|will|agrees? to) defend\b[^.\n]{0,100}\b(?:claims?|actions?|suits?|proceedings?)\b/i,
          PLAIN_INDEMNITY,
          HEADING('indemnity|indemnities|indemnification'),
        ) ??
        reader
          .findAll(/\bindemnif(?:y|ies|ied|ication)\b|\bindemnit(?:y|ies)\b|\bhold (?:\w+ )?harmless\b/i)
          .find(
            ({ snippet }) =>
              !/\((?:indemnit\w*|indemnification)\)|\bindemnification obligations\b|\bindemnity (?:insurance|cover)|\bprofessional indemnity\b|\b(?:limits?|level|amount|sum|basis) of indemnity\b/i.test(
                snippet,
              ),
          ) ??
        null;
      if (!hit) return missing;
      const mutual = /\b(?:each|either|both) part(?:y|ies)\b|\bmutual(?:ly)?\b/i.test(hit.snippet);
      return found(
        hit,
        mutual ? 'A mutual indemnity is included.' : 'An indemnity is included and appears to run one way.',
        mutual
          ? 'Check which claims are covered, that the indemnity follows the liability cap, and the procedure for handling claims.'
          : 'Check who indemnifies whom; ask for a mutual indemnity limited to third-party claims and subject to the liability cap.',
        mutual ? 'low' : 'medium',
      );
    },
  },
  {
    key: 'confidentiality',
    clause: 'Confidentiality',
    expectedIn: ['nda', 'services', 'employment', 'corporate', 'contract'],
    topics: ['confidentiality', 'confidential', 'secret', 'secrets', 'disclosure', 'nda'],
    run(reader) {
      // The definition or the promise itself, before any passing mention ("an accountant bound by confidentiality").
      const hit = reader.find(
        /\bconfidential information\b[^.\n]{0,20}\b(?:means|shall mean|includes)\b/i,
        // "shall hold … in confidence", and in plain English "will keep our business information private".
        /\b(?:shall|will|agrees? to|undertakes? to|must)\b(?: \w+,?){0,2} (?:keep|hold|maintain|treat)\b[^.\n]{0,120}\b(?:confiden\w*|secret|private)\b/i,
        /\b(?:shall|will|must) not\b[^.\n]{0,40}\b(?:disclose|divulge)\b/i,
        HEADING('confidentiality|confidential information'),
        /\bconfidential(?:ity)?\b/i,
      );
      if (!hit) return missing;
      const exclusions = reader.find(
        /\bpublicly (?:known|available)\b|\bpublic domain\b|\balready (?:known|in (?:its|the) possession)\b|\bindependently developed\b|\brightfully received\b/i,
      );
      const duration = reader.find(
        /\bconfidential\w*\b[^.\n]{0,160}\b(?:\w+ \(\d+\)|\d+|one|two|three|five|seven|ten) (?:\(\d+\) )?years?\b|\b(?:\w+ \(\d+\)|\d+|one|two|three|five|seven|ten) (?:\(\d+\) )?years?\b[^.\n]{0,160}\bconfidential/i,
      );
      const returns = reader.find(/\breturn or destroy\b|\breturn (?:all|any)\b|\bdestr(?:oy|uction) of\b/i);
      const parts = [
        'Confidentiality obligations are included.',
        exclusions
          ? 'The usual exclusions (public or already-known information) are there.'
          : 'No exclusions for public or already-known information were found.',
        duration ? `Duration: ${DURATION.exec(duration.snippet)?.[0] ?? 'stated'}.` : 'No duration was found.',
        returns ? 'Return or destruction of materials is covered.' : '',
      ];
      const recommendation = !exclusions
        ? 'Add the standard exclusions (public, already known, independently developed, received from a third party, disclosure required by law).'
        : !duration
          ? 'State how long the obligations last after the agreement ends (2-5 years is common; trade secrets for as long as they stay secret).'
          : !returns
            ? 'Add an obligation to return or destroy confidential materials at the end, with a written confirmation.'
            : 'Check that permitted disclosures (advisers, affiliates, compelled by law) fit how you will use the information.';
      return found(hit, parts.filter(Boolean).join(' '), recommendation, exclusions ? 'low' : 'medium');
    },
  },
  {
    key: 'intellectual-property',
    clause: 'Intellectual property ownership',
    expectedIn: ['nda', 'services', 'employment', 'terms', 'corporate', 'contract'],
    topics: [
      'ip',
      'intellectual',
      'property',
      'ownership',
      'owner',
      'licence',
      'license',
      'copyright',
      'patent',
      'trademark',
      'invention',
    ],
    run(reader) {
      // Only words that settle who owns what count: a mere mention of "intellectual property" is no ownership clause.
      const hit =
        IP_OWNERSHIP.map((pattern) => reader.findAll(pattern).find(({ snippet }) => IP_SUBJECT.test(snippet))).find(
          Boolean,
        ) ?? null;
      if (!hit) return missing;
      const reserved = /\bno (?:licen[cs]e|rights?)\b|\bretains?\b|\breserve[sd]?\b/i.test(hit.snippet);
      const assigned = /\bassign|\bwork(?:s)? made for hire\b|\bvest/i.test(hit.snippet);
      return found(
        hit,
        assigned
          ? 'Ownership of intellectual property created under the agreement is transferred.'
          : reserved
            ? 'Each owner keeps its intellectual property; rights not granted are reserved.'
            : 'The agreement says who owns the intellectual property.',
        assigned
          ? 'Check that only work created for this agreement is transferred, that your pre-existing IP stays yours, and when ownership passes (often on payment).'
          : 'Check who owns what is created or shared, and the scope, territory and duration of any licence.',
        assigned && !/\bupon (?:full )?payment\b|\bpre-?existing\b|\bbackground\b/i.test(hit.snippet)
          ? 'medium'
          : 'low',
      );
    },
  },
  {
    key: 'governing-law',
    clause: 'Governing law',
    expectedIn: [...CONTRACTS, 'terms'],
    topics: ['law', 'governing', 'jurisdiction', 'state', 'country'],
    run(reader) {
      const hit =
        [
          /\b(?:governed|construed|interpreted|controlled|enforced|determined)\b[^.\n]{0,100}\b(?:by|under|in accordance with|according to|pursuant to),?(?: and construed in accordance with)?(?: the)? (?:internal |substantive |domestic )?laws? (?:of|in force in|applicable in|prevailing in) ([^.;,\n]{2,60})/i,
          new RegExp(
            `\\b(?:the )?(?:internal |substantive )?laws? of (?:the )?(?:state|commonwealth|province|republic|kingdom) of ([^.;,\\n]{2,40})\\b[^.\\n]{0,60}\\b${LAW_CHOSEN_FOR}`,
            'i',
          ),
          new RegExp(`\\b(?:the )?laws? of ([A-Z][^.;,\\n]{2,40})\\b[^.\\n]{0,30}\\b${LAW_CHOSEN_FOR}`, 'i'),
          // "This Agreement is subject to the laws of England and Wales", "The validity and interpretation of this
          // Agreement are subject to the laws of Hong Kong" (not a party "subject to the laws of the Territory").
          new RegExp(
            `(?:\\b${THIS_DOCUMENT}|\\b(?:validity|construction|interpretation|performance|enforcement)\\b[^.\\n]{0,60}\\bof ${THIS_DOCUMENT}) (?:is|are|shall be|will be) subject to (?:the )?laws? of ([^.;,\\n]{2,60})`,
            'i',
          ),
          NAMED_LAW,
          PLAIN_LAW,
          /\bgoverning law\b|\bchoice of law\b|\bapplicable law\b[^.\n]{0,20}\b(?:shall be|is) the laws?\b/i,
        ]
          .map((pattern) =>
            reader
              .findAll(pattern)
              .find(({ sentence }) => !COMPLYING_WITH_LAW.test(sentence) || CHOSEN_FOR_AGREEMENT.test(sentence)),
          )
          .find(Boolean) ?? null;
      if (!hit) return missing;
      const trim = (place: string | undefined) =>
        place
          ?.replace(
            /\s+(?:without|excluding|applicable|that apply|shall|will|govern|governs|appl(?:y|ies)|to govern|to apply|and the|as applied|as in effect|regarding|in respect of|to the extent)\b.*$/i,
            '',
          )
          .replace(/\)$/, '')
          // A heading or a sentence end caught before the place: "GOVERNING LAW Iowa", "Law. Oregon".
          .replace(/^.*(?:\blaw\b|\b\w{3,}\.)[.:;]?\s+(?=[A-Z])/i, '')
          .trim();
      const of = trim(
        /laws? (?:of|in force in|applicable in|prevailing in) (?:the )?(?:state of |commonwealth of |province of )?([^.;,\n]{2,60})/i.exec(
          hit.snippet,
        )?.[1],
      );
      const named = trim((NAMED_LAW.exec(hit.snippet) ?? PLAIN_LAW.exec(hit.snippet))?.[1]);
      const place = of ?? named;
      return found(
        hit,
        // "English law" names a law by its people's adjective: it is the law of England, not "the laws of English".
        !of && named && DEMONYM.test(named)
          ? `Governed by ${named} law.`
          : place
            ? `Governed by the laws of ${place}.`
            : 'A governing-law clause is included.',
        'Check that the chosen law is one you (or your counsel) can work with and that it matches the place of dispute resolution.',
      );
    },
  },
  {
    key: 'dispute-resolution',
    clause: 'Dispute resolution',
    expectedIn: [...CONTRACTS, 'terms'],
    topics: ['dispute', 'disputes', 'arbitration', 'court', 'courts', 'litigation', 'mediation', 'venue'],
    run(reader) {
      const hit = reader.find(
        /\barbitrat(?:ion|or|ed)\b/i,
        /\bmediat(?:ion|or)\b/i,
        /\b(?:exclusive|non-exclusive) jurisdiction\b|\b(?:submits?|consents?|agrees?) to the (?:\w+ )?jurisdiction\b/i,
        /\bcourts? (?:located |sitting |situated )?(?:of|in)\b/i,
        /\bvenue\b/i,
        /\b(?:actions?|suits?|proceedings?)\b[^.\n]{0,60}\b(?:shall|must|may|will) be (?:brought|filed|commenced|instituted)\b[^.\n]{0,20}\b(?:only |exclusively |solely )?in\b/i,
        // A bare "disputes" is only a process when something is done with them (not "governed by" a law); plain
        // English says "if we disagree … take it to the Disputes Tribunal".
        /\b(?:disputes?|disagreements?)\b[^.\n]{0,80}\b(?:resolv|settle|refer|submit|negotiat|escalat|take (?:it|them) to)\w*/i,
        /\b(?:disputes?|small claims|tenancy|employment relations) tribunal\b|\bsmall claims court\b/i,
      );
      if (!hit) return missing;
      const forum = /arbitrat/i.test(hit.snippet)
        ? 'arbitration'
        : /mediat/i.test(hit.snippet)
          ? 'mediation'
          : /court|jurisdiction|venue/i.test(hit.snippet)
            ? 'the courts'
            : 'a dispute process';
      return found(
        hit,
        `Disputes go to ${forum}.`,
        'Check where and how disputes are heard, who pays the costs, and that urgent court relief (an injunction) stays available.',
      );
    },
  },
  {
    key: 'signatures',
    clause: 'Signatures and execution',
    expectedIn: [...CONTRACTS, 'letter'],
    topics: ['signature', 'signatures', 'sign', 'signed', 'execution', 'execute'],
    run(reader) {
      const hit = reader.find(
        /\bin witness whereof\b/i,
        /\bsignature\b/i,
        /\bsigned (?:by|for and on behalf)\b/i,
        /\bauthori[sz]ed (?:signatory|representative)\b/i,
        /\bby:\s*_{2,}/i,
        /\bexecuted\b/i,
      );
      if (!hit) return missing;
      return found(
        hit,
        'Signature or execution blocks are included.',
        'Make sure every party signs with name, title and date, that each signatory has authority, and that you keep a fully signed copy.',
      );
    },
  },
];

/** Clauses that need attention wherever they appear. */
interface RiskCheck {
  key: string;
  clause: string;
  severity: Severity;
  topics: string[];
  detect(reader: Reader): Hit | null;
  finding(hit: Hit): string;
  recommendation: string;
}

const ONE_SIDED_TERMINATION =
  /\b(?:may|can) (?:terminate|end|cancel|discontinue)\b[^.\n]{0,50}\b(?:at any time|for any reason|for convenience|without cause)\b/i;

/**
 * A sum the contract itself sets for each failure, without the words "liquidated damages": a fixed amount for each
 * day of delay ("$100 for each day of delay"), a share of the price for
 * each period a delivery runs late ("2% of the price of the late Products for each full week of delay"), or a credit
 * for each missed standard ("a credit equal to 10% of the monthly price for each such occasion") unless the parties
 * call it a service credit.
 */
const SUM_PER_FAILURE =
  /(?:[$€£]\s?\d[\d,.]*|\b\d[\d,.]* (?:dollars|pounds|euros))[^.\n]{0,40}\b(?:for each|per|a) (?:(?:full |complete |calendar |business )?(?:day|week) (?:of delay|(?:that )?(?:the )?(?:delivery|completion|work) is late|late))\b|\b(?:percent|%)\)?[^.\n]{0,80}\b(?:for each|per) (?:such )?(?:additional )?(?:(?:full |complete |calendar |business )?(?:day|week|month) (?:of|that \w+ (?:is|remains)) (?:delay(?:ed)?|late(?:ness)?)|(?:occasion|failure|incident|instance|breach|missed [\w-]+|late [\w-]+)s?)\b/i;

/**
 * A sum fixed for a breach without the words "liquidated damages": "In the event of any solicitation in breach of
 * Section 9.1, Carrier shall pay Broker a commission equal to fifteen percent (15%) of …", "If the Franchisee breaches
 * clause 11, it must pay an amount equal to twice the royalties paid". The sum is a figure, a share or a multiple; costs,
 * fees of lawyers and interest on late payment are no fixed sum, a failure to pay is a debt, not a breach priced, and a
 * placement or conversion fee for hiring the other's staff is the agreed price of the hire, as recruiters charge it.
 */
const SUM_FOR_BREACH =
  /\b(?:in the event of|upon|on|if|should|where|for (?:each|every|any))\b[^.\n]{0,100}\b(?:breach\w*|violat\w*|contravention|contraven\w*)\b[^.\n]{0,120}\b(?:shall|will|must|agrees? to) (?:immediately |also |promptly |additionally )?pay\b[^.\n]{0,100}?(?:[$€£]\s?\d|\b(?:USD|EUR|GBP|AUD|CAD|NZD|CHF)\s?\d|\b(?:percent|per cent)\b|%|\b(?:twice|double|treble|triple)\b|\b(?:two|three|four|five|\d+) times\b)/i;
const NOT_A_FIXED_SUM =
  /\binterest\b|\b(?:placement|recruitment|recruiting|finder['’]?s|conversion|introduction|transfer|buy-?out) fees?\b|\b(?:attorneys?|lawyers?|legal|counsel)['’]?s?\b[^.\n]{0,20}\b(?:fees|costs)\b|\bcosts? of (?:enforcement|collection|recovery)\b|\bfails? to pay\b|\blate payment\b/i;
/**
 * A sum set for each day or week a delay lasts, the period first: "For each day the Works remain incomplete after the
 * Completion Date, the Contractor shall pay the Employer £500".
 */
const SUM_PER_DAY_LATE =
  /\bfor (?:each|every) (?:full |complete |calendar |business )?(?:day|week|month)\b[^.\n]{0,120}\b(?:late|delay\w*|overdue|incomplete|outstanding|remains? (?:unfinished|undelivered|uncompleted)|after the (?:[\w-]+ )?(?:date|deadline)|beyond the (?:[\w-]+ )?(?:date|deadline))\b[^.\n]{0,80}\b(?:shall|will|must|agrees? to) pay\b[^.\n]{0,60}?(?:[$€£]\s?\d|\b(?:USD|EUR|GBP|AUD|CAD|NZD|CHF)\s?\d|\b(?:percent|per cent)\b|%)/i;

/**
 * A sum the parties call a service credit, a price adjustment for service below the agreed level, which the CUAD
 * sense of a penalty leaves out; a credit for each week of late delivery is still a sum fixed for delay.
 */
const SERVICE_CREDIT = /\b(?:service(?:[- ]level)?|SLA|performance|availability|uptime) credits?\b/i;
/** How far before a hit's sentence its clause is read: about a heading and the sentence before. */
const CLAUSE_REACH = 300;
/**
 * The clause a hit sits in: its sentence, with its heading and the sentence before. The reader's text is flattened, so
 * no line break marks where a paragraph starts; a short reach back stands in for it, never the whole document.
 */
const clauseAround = ({ match, sentence }: Hit) => {
  const start = Math.max(0, match.input.lastIndexOf(sentence, match.index));
  return match.input.slice(Math.max(0, start - CLAUSE_REACH), start + sentence.length);
};

/**
 * Punitive dilution: a holder's stake cut by more than its share of a contribution it was bound to make and did not
 * ("the Defaulting Member's Percentage Interest is reduced by 150% of …", "diluted by twice the shortfall"), which
 * works as a penalty for the default. The multiple must pass 100%: a cut in proportion to the shortfall only reflects
 * who paid, and a contribution the holder could decline ("the right, but not the obligation") is no default.
 */
const REDUCED_BY_MULTIPLE =
  /\b(?:reduced|diluted|decreased|reduce|dilute|decrease)\b[^.\n]{0,60}\bby\b[^.\n]{0,20}?(?:\b(?:1(?:0[1-9]|[1-9]\d)|[2-9]\d\d)(?:\.\d+)? ?(?:%|percent)|\b(?:one|two|three) hundred (?:and )?[a-z-]+ percent|\b(?:two|three) hundred percent|(?:\b|\()(?:[1-9]\.\d*[1-9]|[2-9](?:\.\d+)?) times\b|\b(?:twice|double|one and (?:a|one-) ?half times)\b)/i;
const IN_DEFAULT =
  /\b(?:defaulting|breaching|delinquent) (?:member|partner|shareholder|stockholder|investor|venturer|party|holder|owner)s?\b|\bin default\b/i;
const STAKE = /\b(?:interests?|units|shares|stake|percentage|ownership)\b/i;
const isPunitiveDilution = (sentence: string) =>
  REDUCED_BY_MULTIPLE.test(sentence) && IN_DEFAULT.test(sentence) && STAKE.test(sentence);

const RISKS: RiskCheck[] = [
  {
    key: 'unlimited-liability',
    clause: 'Unlimited liability',
    severity: 'high',
    topics: ['liability', 'liable', 'cap', 'damages', 'unlimited'],
    detect: (reader) =>
      reader.find(
        /\bunlimited liability\b/i,
        /\bliabilit(?:y|ies)\b[^.\n]{0,60}\b(?:shall|will) (?:not be (?:limited|capped)|be unlimited)\b/i,
        /\bwithout (?:any )?limit(?:ation)?\b[^.\n]{0,40}\bliab/i,
        /\bliab\w*\b[^.\n]{0,60}\bwithout (?:any )?limit(?:ation)?\b/i,
        /\buncapped\b/i,
      ),
    finding: () => 'Liability is expressly unlimited.',
    recommendation:
      'Negotiate a cap on liability (for example the fees paid in the 12 months before the claim) and exclude indirect and consequential losses.',
  },
  {
    key: 'auto-renewal',
    clause: 'Automatic renewal',
    severity: 'medium',
    topics: ['renewal', 'renew', 'auto', 'automatic', 'term'],
    detect: (reader) =>
      reader.find(
        /\bautomatic(?:ally)? (?:be )?renew/i,
        /\brenew(?:s|ed)? automatically\b/i,
        /\bsuccessive (?:renewal )?(?:terms|periods)\b/i,
        /\bevergreen\b/i,
      ),
    finding: (hit) =>
      `The agreement renews automatically${NOTICE_PERIOD.test(hit.snippet) ? ` unless notice is given (${NOTICE_PERIOD.exec(hit.snippet)![0]})` : ''}.`,
    recommendation:
      'Diarise the renewal and notice dates, and ask for renewal to need written agreement or for an easy opt-out with reasonable notice (30-60 days).',
  },
  {
    key: 'unilateral-amendment',
    clause: 'One-sided changes to the terms',
    severity: 'high',
    topics: ['amend', 'amendment', 'change', 'changes', 'modify', 'modification', 'unilateral'],
    detect: (reader) =>
      reader.find(
        /\b(?:may|can|reserves? the right to) (?:at any time )?(?:amend|modify|change|update|revise|vary)\b[^.\n]{0,80}\b(?:at any time|(?:in )?its sole discretion|without (?:prior )?(?:notice|consent))/i,
        /\b(?:in )?(?:its|their) sole discretion\b[^.\n]{0,60}\b(?:amend|modify|change|vary)\b/i,
      ),
    finding: () => 'One party may change the terms on its own.',
    recommendation:
      'Changes should need both parties’ written agreement; at least require advance notice and a right to terminate without penalty if you reject a change.',
  },
  {
    key: 'broad-non-compete',
    clause: 'Broad non-compete',
    severity: 'high',
    topics: ['non-compete', 'noncompete', 'compete', 'competition', 'restrictive', 'covenant'],
    detect(reader) {
      return (
        reader
          .findAll(
            /\bnon-?compet\w*|\bnot (?:to )?(?:directly or indirectly )?(?:compete|engage in)\b|\bshall not (?:directly or indirectly )?(?:compete|engage in)\b/i,
          )
          .find(({ snippet }) => {
            const years = /\b(?:(\d+)|two|three|four|five|ten) (?:\(\d+\) )?years?\b/i.exec(snippet);
            const long = years && (years[1] ? Number(years[1]) >= 2 : true);
            return (
              long ||
              /\bworld-?wide\b|\banywhere\b|\bany (?:country|territory|geographic)|\bglobal(?:ly)?\b|\bany business\b/i.test(
                snippet,
              )
            );
          }) ?? null
      );
    },
    finding: () => 'A non-compete restricts activity for a long period or over a wide area.',
    recommendation:
      'Narrow the non-compete to the business actually protected, a limited region and 6-12 months, and check it is enforceable where you work (it is void in some places, such as California).',
  },
  {
    key: 'one-sided-termination',
    clause: 'One-sided termination for convenience',
    severity: 'medium',
    topics: ['termination', 'terminate', 'convenience', 'cancel'],
    // "may terminate … if Supplier fails for any reason to deliver" names a cause: no choice to end at will.
    detect: (reader) =>
      reader
        .findAll(ONE_SIDED_TERMINATION)
        .find(
          ({ snippet }) =>
            !/\b(?:either|each|both) part(?:y|ies)\b/i.test(snippet) &&
            ONE_SIDED_TERMINATION.test(snippet.replace(ANY_REASON_AS_CAUSE, '').replace(NEGATED_RIGHT, '')),
        ) ?? null,
    finding: () => 'Only one party may end the agreement at will.',
    recommendation:
      'Make termination rights mutual with the same notice period, and provide for payment of work done up to termination.',
  },
  {
    key: 'perpetual-obligation',
    clause: 'Obligations without an end date',
    severity: 'medium',
    topics: ['perpetual', 'perpetuity', 'indefinitely', 'duration', 'forever'],
    detect: (reader) => reader.find(/\bin perpetuity\b/i, /\bperpetual(?:ly)?\b/i, /\bindefinitely\b/i),
    finding: () => 'An obligation or right has no end date.',
    recommendation:
      'Limit obligations to a fixed period (2-5 years is common for confidentiality) except for genuine trade secrets, and check whether any licence should really be perpetual.',
  },
  {
    key: 'penalty',
    clause: 'Penalties or liquidated damages',
    severity: 'medium',
    topics: ['penalty', 'penalties', 'damages', 'liquidated', 'fine'],
    // A penalty in a list of what an indemnity covers ("any fine, penalty, loss or expense") or of damages excluded
    // ("lost profits, lost sales … or penalties"), or ending something "without penalty", is no sum payable on breach; nor is a payment said to be "not a penalty" that is neither
    // liquidated damages nor an estimate of loss (a take-or-pay shortfall payment).
    detect: (reader) =>
      reader.find(
        /\bliquidated damages\b/i,
        // A fixed sum the parties call an estimate of the loss: "an early termination charge …, which represents a
        // reasonable pre-estimate of Provider's damages", "a late charge … represents a fair and reasonable estimate of
        // the costs Landlord will incur".
        /\b(?:genuine |reasonable )?pre-?estimate of (?:the )?(?:[\w'’]+ )?(?:damages|loss(?:es)?)\b|\breasonable estimate of (?:the )?(?:[\w'’]+ )?(?:damages|loss(?:es)?)\b|\b(?:represents?|constitutes?|is) an? (?:(?:fair|genuine|reasonable)(?: and (?:fair|genuine|reasonable))? )?(?:pre-?)?estimate of (?:the )?(?:[\w'’]+ ){0,3}(?:damages|loss(?:es)?|costs?)\b/i,
      ) ??
      reader
        .findAll(/\bpenalt(?:y|ies)\b/i)
        .find(
          ({ snippet }) =>
            !/\bfines?,? (?:or |and )?penalt|\bpenalt\w*,? (?:or |and )?fines?\b|\bwithout (?:any )?penalty\b|\bnot (?:as )?an? penalty\b|\b(?:lost|loss of) (?:profits|sales|revenue|data)\b[^.\n]{0,120}\bpenalt/i.test(
              snippet,
            ),
        ) ??
      reader.findAll(SUM_PER_FAILURE).find((hit) => !SERVICE_CREDIT.test(clauseAround(hit))) ??
      reader.findAll(SUM_FOR_BREACH).find(({ sentence }) => !NOT_A_FIXED_SUM.test(sentence)) ??
      reader.findAll(SUM_PER_DAY_LATE).find((hit) => !SERVICE_CREDIT.test(clauseAround(hit))) ??
      reader.findAll(REDUCED_BY_MULTIPLE).find(({ sentence }) => isPunitiveDilution(sentence)) ??
      null,
    finding: (hit) =>
      isPunitiveDilution(hit.sentence)
        ? 'A party in default loses more of its stake than its shortfall (punitive dilution).'
        : 'A fixed sum is payable on breach.',
    recommendation:
      'Check the amount is a genuine pre-estimate of loss (penalties are unenforceable in many places) and negotiate it down or make it mutual.',
  },
  {
    key: 'waiver-of-rights',
    clause: 'Waiver of jury trial or class actions',
    severity: 'medium',
    topics: ['jury', 'class', 'waiver', 'waive', 'rights'],
    detect: (reader) => reader.find(/\bwaive[sd]?\b[^.\n]{0,60}\b(?:jury|trial by jury|class action|class-wide)\b/i),
    finding: () => 'A right to a jury trial or to join a class action is waived.',
    recommendation: 'Make sure you accept giving up these rights; ask for the waiver to be mutual or removed.',
  },
  {
    key: 'assignment-without-consent',
    clause: 'Assignment without consent',
    severity: 'medium',
    topics: ['assignment', 'assign', 'transfer', 'consent'],
    detect: (reader) =>
      reader
        .findAll(/\bmay (?:freely )?assign\b[^.\n]{0,80}\bwithout (?:the )?(?:prior )?(?:written )?consent\b/i)
        .find(({ snippet }) => !/\b(?:either|each|both|neither) part(?:y|ies)\b/i.test(snippet)) ?? null,
    finding: () => 'One party may transfer the agreement to someone else without consent.',
    recommendation:
      'Require consent to assignment (not to be unreasonably withheld), except to a successor in a merger or sale of the business.',
  },
];

/** What a missing clause exposes: no cap or no parties is serious, a missing signature block much less so. */
const MISSING_LEVEL: Record<string, RiskLevel> = {
  parties: 'high',
  'liability-cap': 'high',
  'term-termination': 'medium',
  payment: 'medium',
  indemnity: 'medium',
  confidentiality: 'medium',
  'intellectual-property': 'medium',
  'governing-law': 'medium',
  'dispute-resolution': 'low',
  dates: 'low',
  signatures: 'low',
};

const MISSING_ADVICE: Record<string, { finding: string; recommendation: string }> = {
  parties: {
    finding: 'No parties could be identified.',
    recommendation: 'Name each party with its full legal name, entity type and address in the opening paragraph.',
  },
  dates: {
    finding: 'No effective date or other date was found.',
    recommendation: 'Add an effective date, and any key deadlines, so it is clear when obligations start.',
  },
  'term-termination': {
    finding: 'No term or termination clause was found.',
    recommendation: 'Add how long the agreement lasts and how each party may end it, with a notice period.',
  },
  payment: {
    finding: 'No payment terms were found.',
    recommendation: 'Set out the amounts, when they are due, how they are paid and what happens on late payment.',
  },
  'liability-cap': {
    finding: 'No limitation of liability was found: liability may be unlimited.',
    recommendation:
      'Add a cap on liability (often the fees paid in the last 12 months) and exclude indirect and consequential losses, with the usual carve-outs.',
  },
  indemnity: {
    finding: 'No indemnity was found.',
    recommendation:
      'Decide who bears third-party claims (IP infringement, breach of law, injury) and add a mutual, capped indemnity.',
  },
  confidentiality: {
    finding: 'No confidentiality clause was found.',
    recommendation:
      'Add a confidentiality clause: what is confidential, permitted disclosures, duration and return of materials.',
  },
  'intellectual-property': {
    finding: 'Nothing was found on who owns or may use intellectual property.',
    recommendation:
      'State who owns what is created or shared under the agreement and what licence, if any, each party receives.',
  },
  'governing-law': {
    finding: 'No governing-law clause was found.',
    recommendation:
      'Choose the law that governs the agreement, so a dispute does not start with an argument about which law applies.',
  },
  'dispute-resolution': {
    finding: 'No dispute-resolution clause was found.',
    recommendation: 'Say how disputes are resolved: negotiation first, then mediation, arbitration or named courts.',
  },
  signatures: {
    finding: 'No signature or execution block was found.',
    recommendation:
      'Add signature blocks with each signatory’s name, title and date, and confirm each has authority to sign.',
  },
};

/* ---------- the report ---------- */

interface ScoredItem extends ReviewChecklistItem {
  severity?: Severity;
  topics: string[];
}

function riskLevelOf(items: ScoredItem[]): RiskLevel {
  const risks = items.filter((item) => item.status === 'risk');
  const missingCount = items.filter((item) => item.status === 'missing').length;
  const high = items.filter((item) => item.riskLevel === 'high').length;
  if (risks.some((item) => item.severity === 'high') || risks.length >= 3 || high >= 2) return 'high';
  if (risks.length || missingCount >= 3 || high) return 'medium';
  return 'low';
}

/** The items the client's instructions are about, by the words they share. */
function focusOf(instructions: string, items: ScoredItem[]): ScoredItem[] {
  const words = contentTokens(instructions);
  if (!words.size) return [];
  return items.filter(
    (item) =>
      item.topics.some((topic) => words.has(topic)) || [...contentTokens(item.clause)].some((word) => words.has(word)),
  );
}

function instructionsSentence(instructions: string, focus: ScoredItem[], reader: Reader): string {
  const asked = `You asked us to focus on: “${clipAtWord(instructions.replace(/\s+/g, ' '), 160)}”.`;
  if (focus.length) {
    const notes = focus
      .slice(0, 4)
      .map(
        (item) =>
          `${item.clause.toLowerCase()}: ${item.status === 'missing' ? 'not found' : item.status === 'risk' ? 'needs attention' : 'found'}`,
      );
    return `${asked} On that: ${notes.join('; ')} (listed first below).`;
  }
  const words = [...contentTokens(instructions)].filter((word) => word.length > 3).slice(0, 6);
  const passage = words.length ? reader.find(new RegExp(`\\b(?:${words.map(escape).join('|')})`, 'i')) : null;
  return passage
    ? `${asked} The closest passage we found: “${passage.snippet}”`
    : `${asked} We found no passage that addresses it; raise it with the other side or with our attorneys.`;
}

function summaryOf(
  label: string,
  reader: Reader,
  items: ScoredItem[],
  riskLevel: RiskLevel,
  instructions: string,
  focus: ScoredItem[],
): string {
  const parties = partiesOf(reader.text);
  const dates = findDates(reader.text);
  const count = (status: ReviewChecklistItem['status']) => items.filter((item) => item.status === status);
  const [foundItems, missingItems, riskItems] = [count('found'), count('missing'), count('risk')];
  const sentences = [
    `This appears to be ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.charAt(0).toLowerCase()}${label.slice(1)}${parties.length >= 2 ? ` between ${parties[0]} and ${parties[1]}` : ''}${dates.length ? `, dated ${dates[0]}` : ''} (${reader.text.split(/\s+/).length.toLocaleString('en-US')} words).`,
    `The checklist found ${foundItems.length} of ${foundItems.length + missingItems.length} expected clauses${missingItems.length ? `; ${missingItems.length} ${missingItems.length === 1 ? 'is' : 'are'} missing (${joinList(missingItems.map((item) => item.clause.toLowerCase()))})` : ''}.`,
    riskItems.length
      ? `${riskItems.length === 1 ? 'One clause needs' : `${riskItems.length} clauses need`} attention: ${joinList(riskItems.map((item) => item.clause.toLowerCase()))}.`
      : 'No clause stood out as unusually risky.',
    instructions ? instructionsSentence(instructions, focus, reader) : '',
    `Overall risk: ${riskLevel}.`,
    'This is an automated checklist that reads the words of the document, not legal advice; have an attorney confirm it before you sign.',
  ];
  return sentences.filter(Boolean).join(' ');
}

export function reviewDocumentOffline(text: string, instructions = ''): DocumentReviewReport {
  const reader = new Reader(text);
  const { kind, label } = classify(reader.text);
  const items: ScoredItem[] = [];
  for (const check of CHECKS) {
    const outcome = check.run(reader);
    if ('missing' in outcome) {
      if (check.expectedIn === 'all' || check.expectedIn.includes(kind)) {
        items.push({
          key: check.key,
          clause: check.clause,
          status: 'missing',
          snippet: null,
          ...MISSING_ADVICE[check.key]!,
          riskLevel: MISSING_LEVEL[check.key] ?? 'medium',
          topics: check.topics,
        });
      }
      continue;
    }
    const { level, ...rest } = outcome;
    items.push({
      key: check.key,
      clause: check.clause,
      ...rest,
      riskLevel: outcome.severity ?? level ?? 'low',
      topics: check.topics,
    });
  }
  for (const family of CLAUSE_FAMILIES) {
    const hit = family.patterns
      .map((pattern) =>
        reader
          .findAll(pattern)
          .find(({ snippet, sentence }) => !DEFINITION.test(snippet) && (family.accept?.(snippet, sentence) ?? true)),
      )
      .find(Boolean);
    if (hit) {
      items.push({
        key: family.key,
        clause: family.clause,
        status: 'found',
        snippet: hit.snippet,
        finding: family.finding(hit.snippet),
        recommendation: family.recommendation,
        riskLevel: family.level(hit.snippet),
        topics: family.topics,
      });
    } else if (family.missing && family.protectIn?.includes(kind)) {
      items.push({
        key: family.key,
        clause: family.clause,
        status: 'missing',
        snippet: null,
        finding: family.missing,
        recommendation: family.recommendation,
        riskLevel: 'medium',
        topics: family.topics,
      });
    }
  }
  for (const risk of RISKS) {
    const hit = risk.detect(reader);
    if (!hit) continue;
    items.push({
      key: risk.key,
      clause: risk.clause,
      status: 'risk',
      snippet: hit.snippet,
      finding: risk.finding(hit),
      recommendation: risk.recommendation,
      severity: risk.severity,
      riskLevel: risk.severity,
      topics: risk.topics,
    });
  }

  const focus = instructions.trim() ? focusOf(instructions, items) : [];
  // Missing protections are listed on their own, after what the document says.
  const rest = items.filter((item) => !focus.includes(item));
  const ordered = [
    ...focus,
    ...rest.filter((item) => item.status !== 'missing'),
    ...rest.filter((item) => item.status === 'missing'),
  ];
  const riskLevel = riskLevelOf(items);
  const priority = (item: ScoredItem) =>
    item.status === 'risk' ? (item.severity === 'high' ? 0 : 1) : item.status === 'missing' ? 2 : 3;
  const recommendations = [...items]
    .filter((item) => item.status !== 'found' || focus.includes(item))
    .sort((a, b) => priority(a) - priority(b))
    .map((item) => `${item.clause}: ${item.recommendation}`);

  return {
    documentType: label,
    summary: summaryOf(label, reader, items, riskLevel, instructions.trim(), focus),
    riskLevel,
    items: ordered.map(({ severity: _severity, topics: _topics, ...item }) => item),
    recommendations: recommendations.length
      ? recommendations.slice(0, 10)
      : [
          'No gaps or risky clauses were flagged; read the whole document once more and check the facts (names, amounts, dates) before signing.',
        ],
    reviewer: 'offline',
  };
}
