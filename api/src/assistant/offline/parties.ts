import { findParties } from './documents';

/**
 * A party as a filed contract introduces it: its name in capitals or title case, then what kind of entity it is
 * ("RED MESA PIPELINE COMPANY, LLC, a Delaware limited liability company", "Heliox Medical Devices, Inc., a
 * Minnesota corporation"). The name is the run of capitalised words just before ", a … corporation".
 */
const ENTITY_INTRO =
  /\b((?:[A-Z][A-Za-z0-9&'’.-]*,?\s+){0,6}?(?:[A-Z][A-Za-z0-9&'’.-]*|plc|ltd\.?|llc|inc\.?)),?\s+an?\s+(?:[A-Z][A-Za-z]+\s+){0,3}(?:corporation|limited liability company|limited partnership|general partnership|partnership|company|national (?:banking )?association|statutory trust|trust|public limited company|building society|credit union|(?:co-?operative|friendly|housing|industrial and provident) society|charity|charitable (?:company|incorporated organisation|trust))\b/g;
/** A person as a contract introduces one: "and Rachel D. Okafor (the "Executive")", "and Jane Roe, an individual". */
const PERSON_INTRO =
  /\band\s+((?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][a-z'’-]+|[A-Z]\.)){1,3}),?\s+(?:an individual\b|\((?:the\s+)?["“])/g;
/** How far into a contract its parties are introduced: the preamble, after any cover page. */
const PREAMBLE = 3000;
/**
 * Where the preamble opens after a cover page and a contents list: "THIS AGREEMENT is dated 30 April 2025", "This
 * Agreement is made on", "by and between". The window starts there when the opening is found.
 */
const PREAMBLE_OPENING =
  /\b(?:THIS (?:AGREEMENT|DEED|CONTRACT)|This (?:Agreement|Deed|Contract))\b[^.\n]{0,60}\b(?:is|are) (?:dated|made|entered)|\bby and between\b/;
const LEADING_WORDS = /^(?:(?:THIS|This|THE|The|BY|By|AND|And|BETWEEN|Between|AMONG|Among)\s+)+/;

/**
 * The parties a text names: those its preamble introduces, in order, when there are two or more; otherwise the names
 * found anywhere, without the longer matches that swallowed a neighbouring word ("CEO Beta Analytics LLC").
 */
export function partiesOf(text: string): string[] {
  const opening = Math.max(0, text.search(PREAMBLE_OPENING));
  const preamble = text.slice(opening, opening + PREAMBLE);
  const introduced = [...preamble.matchAll(ENTITY_INTRO), ...preamble.matchAll(PERSON_INTRO)]
    .sort((a, b) => a.index - b.index)
    .map((match) => match[1]!.replace(LEADING_WORDS, '').replace(/[\s,]+$/, ''));
  if (new Set(introduced).size >= 2) return [...new Set(introduced)].slice(0, 4);
  const names = [...new Set([...introduced, ...findParties(text)])].map((name) => name.replace(/[\s,]+$/, ''));
  return names
    .filter((name) => !/[.;:]\s/.test(name) && !names.some((other) => other !== name && name.includes(other)))
    .slice(0, 4);
}
