import { TIMELINES, type Priority, type RequestStatus } from './requests';

/** antd Tag colours for request status badges, the same in every bundle. */
export const STATUS_COLORS: Record<RequestStatus, string> = {
  submitted: 'gold',
  in_review: 'blue',
  in_progress: 'geekblue',
  resolved: 'green',
  closed: 'default',
};

export const PRIORITY_COLORS: Record<Priority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 22, 2026"; an empty string for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** A timeline's label ("This Week"); an unknown value as it is, and none at all as 'Flexible' (signed-in spec §2.5). */
export function timelineLabel(value: string): string {
  return TIMELINES.find((timeline) => timeline.value === value)?.label ?? (value || 'Flexible');
}
