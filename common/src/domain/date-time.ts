const PARTS = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * "Nov 22, 3:05 PM" (the spec's 'MMM d, h:mm a': notification and message dates), in the viewer's time zone. Built from parts because ICU
 * versions differ in the space before AM/PM; an empty string for an unreadable date.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.month} ${part.day}, ${part.hour}:${part.minute} ${part.dayPeriod}`;
}
