/** 'Replies in …' from the mean reply delay in minutes; null before the attorney has replied to anyone. */
export function repliesIn(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes < 60) return 'Replies in under 1 hour';
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Replies in about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(hours / 24);
  return `Replies in about ${days} ${days === 1 ? 'day' : 'days'}`;
}
