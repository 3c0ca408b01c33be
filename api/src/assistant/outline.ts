import type { OutlineSection } from './provider';

/**
 * The outline a client reviews and edits is plain text, so every provider writes it and the drafting service reads
 * it the same way:
 *
 *   1. Parties
 *      - Who discloses and who receives
 *
 *   2. Definition of Confidential Information
 *
 * A heading is a numbered line ("3. Term", "3) Term"); the numbers are not kept, order is. Lines under a heading are
 * its notes ("- ", "• " or "* " bullets, or plain lines). Sub-numbered lines ("3.1 …") are notes too. An outline
 * without any numbered line is read as one heading per line.
 */

const HEADING = /^\s*(?:#{1,3}\s*)?(?:(?:section|article)\s+)?\d{1,3}[.)]\s*([A-Za-z(["'“‘].*)$/i;
const BULLET = /^\s*(?:[-•*–]\s*)+/;
export const MAX_HEADING = 200;

const cleanHeading = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[\s:]+$/, '')
    .trim()
    .slice(0, MAX_HEADING);
const cleanNote = (text: string) => text.replace(BULLET, '').replace(/\s+/g, ' ').trim();

export function parseOutline(outline: string): OutlineSection[] {
  const lines = outline.replace(/\r\n?/g, '\n').split('\n');
  const numbered = lines.some((line) => HEADING.test(line));
  const sections: OutlineSection[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const heading = numbered ? HEADING.exec(line)?.[1] : !BULLET.test(line) || !sections.length ? line : undefined;
    if (heading !== undefined) {
      const text = cleanHeading(heading.replace(BULLET, ''));
      if (text) sections.push({ heading: text, notes: [] });
      continue;
    }
    const note = cleanNote(line);
    // Text before the first numbered heading (a title line) belongs to no section.
    if (note && sections.length) sections.at(-1)!.notes.push(note);
  }
  return sections;
}

export function formatOutline(sections: readonly OutlineSection[]): string {
  return sections
    .map((section, index) =>
      [`${index + 1}. ${section.heading}`, ...section.notes.map((note) => `   - ${note}`)].join('\n'),
    )
    .join('\n\n');
}

/** Outlines compared as the client reads them: same headings and notes, whatever the spacing. */
export const sameOutline = (a: string, b: string): boolean =>
  formatOutline(parseOutline(a)) === formatOutline(parseOutline(b));
