import { findParties } from './documents';

/** The parties a text names, without the longer matches that swallowed a neighbouring word ("CEO Beta Analytics LLC"). */
export function partiesOf(text: string): string[] {
  const names = findParties(text).map((name) => name.replace(/[\s,]+$/, ''));
  return names.filter(
    (name) => !/[.;:]\s/.test(name) && !names.some((other) => other !== name && name.includes(other)),
  );
}
