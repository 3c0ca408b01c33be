import { findAmounts, findDates } from '../documents';
import { detectJurisdictions } from '../jurisdictions';
import { partiesOf } from '../parties';
import { clipAtWord } from '../text';

/** What a clause can be written from: the client's brief and the facts found in it. Placeholders stand for the rest. */
export interface DraftContext {
  title: string;
  /** The client's description as one clause-ready phrase. */
  purpose: string;
  /** The two parties' names, or bracketed placeholders named after their roles. */
  first: string;
  second: string;
  /** Defined terms for the two sides ("Disclosing Party", "Company", "Landlord"). */
  firstRole: string;
  secondRole: string;
  jurisdiction: string;
  amount: string;
  effectiveDate: string;
  /** Both sides share and receive information, rights or duties alike ("mutual NDA"). */
  mutual: boolean;
}

const PLACES: Record<string, string> = {
  delaware: 'the State of Delaware',
  wyoming: 'the State of Wyoming',
  california: 'the State of California',
  'new-york': 'the State of New York',
  texas: 'the State of Texas',
  uk: 'England and Wales',
  germany: 'the Federal Republic of Germany',
  ireland: 'Ireland',
  singapore: 'Singapore',
  uae: 'the Emirate of Dubai, United Arab Emirates',
  india: 'India',
  'hong-kong': 'the Hong Kong Special Administrative Region',
  canada: 'the Province of [Province], Canada',
  australia: 'the State of [State], Australia',
  us: 'the State of [State], United States',
};

function jurisdictionOf(text: string): string {
  const named = /\blaws? of ((?:the )?(?:State of |Province of )?[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){0,3})/.exec(
    text,
  )?.[1];
  if (named) return named;
  const found = detectJurisdictions(text).find((id) => PLACES[id]);
  return found ? PLACES[found]! : '[Governing jurisdiction]';
}

/** The description as a clause: one paragraph, no closing full stop, at most 400 characters. */
function purposeOf(description: string): string {
  const text = description
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?\s]+$/, '');
  const clipped = clipAtWord(text, 400);
  return clipped.length < text.length ? `${clipped}…` : clipped;
}

export function draftContext(title: string, description: string, roles: readonly [string, string]): DraftContext {
  const brief = `${title}\n${description}`;
  const [first, second] = partiesOf(brief);
  return {
    title,
    purpose: purposeOf(description),
    first: first ?? `[Name of the ${roles[0]}]`,
    second: second ?? `[Name of the ${roles[1]}]`,
    firstRole: roles[0],
    secondRole: roles[1],
    jurisdiction: jurisdictionOf(brief),
    amount: findAmounts(brief)[0] ?? '[Amount]',
    effectiveDate: findDates(brief)[0] ?? '[Effective Date]',
    mutual: /\bmutual\b|\btwo-way\b|\bboth (?:sides|parties|ways)\b|\beach other\b/i.test(brief),
  };
}

/** A note or phrase written as a sentence: capital first letter, closing full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
