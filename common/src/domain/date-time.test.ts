import { describe, expect, it } from '@jest/globals';
import { formatDateTime } from './date-time';

// Local times, as the reader sees them: the text must read the same in any time zone the tests run in.
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatDateTime', () => {
  it.each([
    [local(2026, 10, 22, 15, 5), 'Nov 22, 3:05 PM'],
    [local(2026, 0, 3, 0, 0), 'Jan 3, 12:00 AM'],
    [local(2026, 4, 31, 12, 30), 'May 31, 12:30 PM'],
    [local(2026, 11, 9, 9, 59), 'Dec 9, 9:59 AM'],
  ])('formats %s like "MMM d, h:mm a": %s', (iso, text) => {
    expect(formatDateTime(iso)).toBe(text);
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
