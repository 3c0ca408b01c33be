/** The Avg. Response Time card: '< 1 min', '42 min', '3.5 h', or '—' when nothing was answered yet. */
export function formatResponseTime(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} h`;
}
