import type { Priority, RequestStatus } from '@lexa/common';

/** antd Tag colours for the status and priority badges on assignment cards. */
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
