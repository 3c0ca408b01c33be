import type { RequestStatus } from '@lexa/common';

/** antd Tag colours for the request status badges. */
export const STATUS_COLORS: Record<RequestStatus, string> = {
  submitted: 'gold',
  in_review: 'blue',
  in_progress: 'geekblue',
  resolved: 'green',
  closed: 'default',
};
