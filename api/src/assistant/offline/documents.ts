import type { SharedFile } from '../provider';
import { joinList } from './text';

/**
 * The offline assistant's first look at a shared document: a rule-based checklist, not a legal review. It guesses
 * the document type, lists the parties, dates and amounts it can see, and which of the clauses expected for that
 * type are present or missing.
 */

interface Clause {
  name: string;
  pattern: RegExp;
}

interface DocumentType {
  name: string;
  /** Evidence in the text (or the file name); the type with the most hits wins. */
  signals: RegExp[];
  clauses: Clause[];
}

const clause = (name: string, pattern: RegExp): Clause => ({ name, pattern });

const COMMON_CLAUSES = {
  parties: clause('identification of the parties', /\b(?:by and )?between\b|\bparties\b/i),
  term: clause('term and termination', /\bterminat|\bterm of\b|\bexpir/i),
  payment: clause('payment terms', /\bpayment|\bfees?\b|\bcompensation\b|\bpurchase price\b|\binvoice/i),
  confidentiality: clause('confidentiality', /\bconfidential/i),
  liability: clause('limitation of liability', /limitation of liability|\bin no event\b|\bliable\b|\bliability\b/i),
  indemnity: clause('indemnification', /\bindemnif/i),
  law: clause('governing law', /governing law|governed by|laws of the (?:state|province|country)/i),
  disputes: clause('dispute resolution', /\barbitrat|\bdispute|\bjurisdiction\b|\bvenue\b|\bmediat/i),
  ip: clause(
    'intellectual property ownership',
    /intellectual property|\bownership\b|work made for hire|\bassigns?\b.*\brights?\b/i,
  ),
  signatures: clause('signature block', /in witness whereof|\bsignature\b|\bsigned\b|\bby:\s/i),
};

const DOCUMENT_TYPES: DocumentType[] = [
  {
    name: 'a non-disclosure agreement (NDA)',
    signals: [/non-?disclosure/i, /confidentiality agreement/i, /\bnda\b/i, /confidential information/i],
    clauses: [
      COMMON_CLAUSES.parties,
      clause(
        'definition of confidential information',
        /confidential information["”]?\s+(?:means|shall mean|includes)/i,
      ),
      clause(
        'exclusions (public or already-known information)',
        /publicly (?:known|available)|already (?:known|in (?:the )?possession)|independently developed/i,
      ),
      clause('duration of the confidentiality obligation', /\byears?\b|\bterm\b|\bperpetu/i),
      clause('return or destruction of materials', /\breturn\b|\bdestr(?:oy|uction)/i),
      clause('remedies such as injunctive relief', /injunct|equitable relief|specific performance/i),
      COMMON_CLAUSES.law,
    ],
  },
  {
    name: 'an employment agreement',
    signals: [/employment agreement/i, /\bemployee\b/i, /\bemployer\b/i, /\bsalary\b/i, /offer letter/i],
    clauses: [
      clause('job title and duties', /\bduties\b|\bposition\b|\btitle\b|\brole\b/i),
      clause('salary and benefits', /\bsalary\b|\bwages?\b|\bbenefits?\b|\bcompensation\b/i),
      clause('working hours and leave', /\bhours\b|\bvacation\b|\bholiday|\bleave\b|\bpto\b/i),
      clause('termination and notice', /\bterminat|\bnotice period\b|\bnotice\b/i),
      COMMON_CLAUSES.confidentiality,
      clause('assignment of inventions and IP', /invention|intellectual property|work made for hire/i),
      clause('non-compete or non-solicitation', /non-?compet|non-?solicit/i),
      COMMON_CLAUSES.law,
    ],
  },
  {
    name: 'an independent contractor or services agreement',
    signals: [
      /independent contractor/i,
      /services? agreement/i,
      /statement of work/i,
      /consulting agreement/i,
      /master services/i,
      /\bcontractor\b/i,
    ],
    clauses: [
      clause('scope of services and deliverables', /\bscope\b|\bdeliverables?\b|\bservices\b/i),
      COMMON_CLAUSES.payment,
      COMMON_CLAUSES.term,
      COMMON_CLAUSES.ip,
      COMMON_CLAUSES.confidentiality,
      COMMON_CLAUSES.liability,
      COMMON_CLAUSES.indemnity,
      COMMON_CLAUSES.law,
    ],
  },
  {
    name: 'a lease agreement',
    signals: [/\blease\b/i, /\blandlord\b/i, /\btenant\b/i, /\bpremises\b/i, /\brent\b/i],
    clauses: [
      clause('rent amount and due date', /\brent\b/i),
      clause('lease term and renewal', /\bterm\b|\brenew/i),
      clause('security deposit', /security deposit|\bdeposit\b/i),
      clause('maintenance and repairs', /\brepairs?\b|\bmaintenance\b/i),
      clause('use of the premises', /\buse of the premises\b|\bpermitted use\b|\buse\b/i),
      clause('termination and early exit', /\bterminat|\bbreak clause\b|\bsurrender\b/i),
      clause('insurance', /\binsurance\b/i),
    ],
  },
  {
    name: 'a SAFE (simple agreement for future equity)',
    signals: [/simple agreement for future equity/i, /\bSAFE\b/, /post-money valuation cap/i],
    clauses: [
      clause('valuation cap', /valuation cap/i),
      clause('discount rate', /discount/i),
      clause('conversion on an equity financing', /equity financing|conversion/i),
      clause('liquidity event treatment', /liquidity event/i),
      clause('pro rata rights', /pro rata/i),
      clause('most-favoured-nation terms', /most favou?red nation|\bmfn\b/i),
    ],
  },
  {
    name: 'a convertible note',
    signals: [/convertible (?:promissory )?note/i, /\bmaturity date\b/i, /\bprincipal amount\b/i],
    clauses: [
      clause('interest rate', /\binterest\b/i),
      clause('maturity date', /maturity/i),
      clause('conversion terms', /conver(?:t|sion)/i),
      clause('valuation cap', /valuation cap|\bcap\b/i),
      clause('discount rate', /discount/i),
      clause('events of default', /event of default|\bdefault\b/i),
    ],
  },
  {
    name: 'a term sheet',
    signals: [/term sheet/i, /liquidation preference/i, /pre-money valuation/i, /protective provisions/i],
    clauses: [
      clause('valuation and investment amount', /valuation|investment amount|aggregate proceeds/i),
      clause('liquidation preference', /liquidation preference/i),
      clause('board composition', /\bboard\b/i),
      clause('anti-dilution protection', /anti-?dilution/i),
      clause('protective provisions', /protective provisions/i),
      clause('option pool', /option pool|equity incentive/i),
      clause('founder vesting', /vesting/i),
      clause('exclusivity (no-shop)', /no-?shop|exclusivity/i),
    ],
  },
  {
    name: 'a shareholders’ or operating agreement',
    signals: [
      /shareholders?['’]? agreement/i,
      /stockholders?['’]? agreement/i,
      /operating agreement/i,
      /\bmembers?\b.*\binterest/i,
    ],
    clauses: [
      clause('transfer restrictions', /transfer/i),
      clause('right of first refusal', /first refusal|\brofr\b|pre-?emption/i),
      clause('drag-along and tag-along rights', /drag[- ]along|tag[- ]along|co-?sale/i),
      clause('decision-making and voting', /\bvot(?:e|ing)\b|\bunanimous\b|\bmajority\b/i),
      clause('deadlock resolution', /deadlock/i),
      clause('exit and buy-out terms', /buy-?out|buy-?sell|\bexit\b/i),
    ],
  },
  {
    name: 'a privacy policy',
    signals: [/privacy policy/i, /personal (?:data|information)/i, /data controller/i, /\bcookies?\b/i],
    clauses: [
      clause('what data is collected', /\bcollect/i),
      clause('purposes of use', /\bpurpose|\bwe use\b/i),
      clause('sharing with third parties', /third part|\bshare\b/i),
      clause('retention period', /\bretain|\bretention/i),
      clause('users’ rights', /\bright to\b|\baccess\b.*\bdelet|\byour rights\b/i),
      clause('contact details', /contact us|\bcontact\b/i),
    ],
  },
  {
    name: 'terms of service',
    signals: [/terms of (?:service|use)/i, /terms and conditions/i, /acceptable use/i],
    clauses: [
      clause('acceptable use rules', /acceptable use|prohibited/i),
      COMMON_CLAUSES.liability,
      clause('refunds and cancellations', /refund|cancel/i),
      clause('changes to the terms', /\bmodif|\bchanges? to (?:these|the) terms/i),
      COMMON_CLAUSES.disputes,
      COMMON_CLAUSES.law,
    ],
  },
  {
    name: 'a loan agreement',
    signals: [/loan agreement/i, /\bborrower\b/i, /\blender\b/i, /\brepay/i],
    clauses: [
      clause('principal amount', /principal/i),
      clause('interest rate', /\binterest\b/i),
      clause('repayment schedule', /repay|instal/i),
      clause('events of default', /default/i),
      clause('security or guarantees', /secur(?:ity|ed)|guarant|collateral/i),
    ],
  },
  {
    name: 'a purchase or sale agreement',
    signals: [/purchase (?:and sale )?agreement/i, /purchase price/i, /\bbuyer\b/i, /\bseller\b/i],
    clauses: [
      clause('purchase price and payment', /purchase price|\bprice\b/i),
      clause('closing conditions', /\bclosing\b|conditions? precedent/i),
      clause('representations and warranties', /represent|warrant/i),
      COMMON_CLAUSES.indemnity,
      clause('title and risk transfer', /\btitle\b|\brisk of loss\b/i),
    ],
  },
  {
    name: 'a demand or cease-and-desist letter',
    signals: [/cease and desist/i, /demand (?:letter|for payment)/i, /\bwithin \d+ days\b/i, /legal action/i],
    clauses: [],
  },
  {
    name: 'court papers',
    signals: [/\bplaintiff\b/i, /\bdefendant\b/i, /\bcase no\b|\bcase number\b/i, /\bsummons\b/i, /\bcourt\b/i],
    clauses: [],
  },
  {
    name: 'an invoice',
    signals: [/\binvoice\b/i, /amount due/i, /bill to/i, /due date/i],
    clauses: [],
  },
];

const GENERIC_CONTRACT: DocumentType = {
  name: 'a contract',
  signals: [/\bagreement\b/i, /\bcontract\b/i, /\bhereby\b/i, /\bwhereas\b/i],
  clauses: Object.values(COMMON_CLAUSES),
};

/** How much of a long document the checklist reads; clauses beyond it are rare in what visitors share. */
const READ_LIMIT = 60_000;

function guessType(name: string, text: string): DocumentType | null {
  let best: { type: DocumentType; hits: number } | null = null;
  for (const type of [...DOCUMENT_TYPES, GENERIC_CONTRACT]) {
    const hits = type.signals.filter((signal) => signal.test(text) || signal.test(name)).length;
    if (hits && (!best || hits > best.hits)) best = { type, hits };
  }
  return best?.type ?? null;
}

const COMPANY =
  /\b[A-Z][A-Za-z0-9&'.-]*(?:\s+[A-Z][A-Za-z0-9&'.-]*){0,4},?\s+(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|GmbH|Corp\.?|Corporation|PLC|LLP|Pty\.? Ltd\.?|S\.A\.|B\.V\.|AG)(?![A-Za-z])/g;
/** The months by name, in full: what a date names, and what no party's name is. */
const FULL_MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTHS = `${FULL_MONTHS}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec`;
/** "between Acme Ltd and Beta LLC", not a span of time ("between September 2024 and February 2025"). */
const BETWEEN = new RegExp(
  `between\\s+(?!(?:${FULL_MONTHS}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b)([A-Z][^,;()\\n]{2,60}?)(?:\\s*\\([^)]*\\))?,?\\s+and\\s+([A-Z][^,;()\\n]{2,60}?)(?=\\s*[,(.;\\n]|\\s+\\()`,
);
const DATES = new RegExp(
  `\\b(?:(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:day\\s+of\\s+|of\\s+)?(?:${MONTHS})\\.?,?\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{2,4})\\b`,
  'g',
);
const AMOUNTS =
  /(?:[$€£]\s?\d[\d,]*(?:\.\d{1,2})?(?:\s?(?:million|thousand|[mk])\b)?|\b\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP|CAD|AUD|SGD|AED|INR|dollars|euros|pounds)\b)/gi;

const unique = (values: string[], limit: number) =>
  [...new Set(values.map((value) => value.replace(/\s+/g, ' ').trim()))].slice(0, limit);

export function findParties(text: string): string[] {
  const between = BETWEEN.exec(text);
  const named = between ? [between[1]!, between[2]!] : [];
  return unique([...named, ...(text.match(COMPANY) ?? [])], 4);
}

export const findDates = (text: string): string[] => unique(text.match(DATES) ?? [], 4);
export const findAmounts = (text: string): string[] => unique(text.match(AMOUNTS) ?? [], 4);

const isImage = (file: SharedFile) => file.mimeType.startsWith('image/');

/** A few lines about one file, written for the chat. */
export function describeFile(file: SharedFile): string {
  if (isImage(file)) {
    return `${file.name}: this is an image, and I can't read text from images here. If it is a photo of a document, tell me what it is — or upload it as a PDF or Word file — and I'll go through it.`;
  }
  if (file.unsafe) {
    return `${file.name}: I could not read this file safely, so I have not looked at its content. Save it again as a PDF and upload that, or let our team review it directly.`;
  }
  const text = file.text?.slice(0, READ_LIMIT).trim();
  if (!text) {
    const type = guessType(file.name, '');
    return `${file.name}: I couldn't read any text from this file${type ? ` (from its name it may be ${type.name})` : ''}. It may be a scan or an older Word format. Tell me what it is, or let our team review it directly.`;
  }

  const type = guessType(file.name, text);
  const lines = [
    `${file.name}: this looks like ${type?.name ?? 'a document without a clear legal type'} (${text.split(/\s+/).length.toLocaleString('en-US')} words).`,
  ];
  const parties = findParties(text);
  const dates = findDates(text);
  const amounts = findAmounts(text);
  if (parties.length) lines.push(`• Parties mentioned: ${joinList(parties)}`);
  if (dates.length) lines.push(`• Dates: ${joinList(dates)}`);
  if (amounts.length) lines.push(`• Amounts: ${joinList(amounts)}`);
  if (type?.clauses.length) {
    const present = type.clauses.filter((item) => item.pattern.test(text)).map((item) => item.name);
    const missing = type.clauses.filter((item) => !item.pattern.test(text)).map((item) => item.name);
    if (present.length) lines.push(`• Clauses I can see: ${joinList(present)}`);
    lines.push(
      missing.length
        ? `• Not found, worth checking: ${joinList(missing)}`
        : '• All the usual clauses for this type appear to be there; the wording still matters.',
    );
  } else if (!parties.length && !dates.length && !amounts.length) {
    lines.push('• I could not spot parties, dates or amounts in it.');
  }
  return lines.join('\n');
}
