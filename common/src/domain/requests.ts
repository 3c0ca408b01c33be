/** Request vocabulary shared by the wizard, the dashboards and the API (spec: public §3-4, signed-in §3-4). */
export const REQUEST_STATUSES = ['submitted', 'in_review', 'in_progress', 'resolved', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const STATUS_LABELS: Record<RequestStatus, string> = {
  submitted: 'Pending',
  in_review: 'Under Review',
  in_progress: 'In Progress',
  resolved: 'Completed',
  closed: 'Closed',
};

export const STATUS_PROGRESS: Record<RequestStatus, number> = {
  submitted: 20,
  in_review: 40,
  in_progress: 70,
  resolved: 100,
  closed: 100,
};

/** Badges show the raw status with underscores replaced by spaces. */
export const statusBadgeText = (status: string): string => status.replace(/_/g, ' ');

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const CATEGORIES = [
  'Business Formation',
  'Contract Review',
  'Intellectual Property',
  'Employment Law',
  'Real Estate',
  'Tax & Compliance',
  'Litigation Support',
  'Corporate Governance',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const TIMELINES = [
  { value: 'today', label: 'Today (Urgent)' },
  { value: 'this_week', label: 'This Week' },
  { value: 'this_month', label: 'This Month' },
  { value: 'no_rush', label: 'No Rush' },
] as const;
export type Timeline = (typeof TIMELINES)[number]['value'];

export const SCOPES = [
  { value: 'one_time', label: 'One-time request' },
  { value: 'ongoing', label: 'Ongoing relationship' },
] as const;
export type Scope = (typeof SCOPES)[number]['value'];

export const BUDGETS = [
  'Under $200',
  '$200 - $500',
  '$500 - $1,000',
  '$1,000 - $2,500',
  '$2,500 - $5,000',
  'Over $5,000',
] as const;

/** Admin dashboard filter groups (signed-in spec §2.4, Requests tab). */
export const STATUS_FILTERS = {
  all: REQUEST_STATUSES,
  pending: ['submitted', 'in_review'],
  in_progress: ['in_progress'],
  completed: ['resolved', 'closed'],
} as const satisfies Record<string, readonly RequestStatus[]>;
export type StatusFilter = keyof typeof STATUS_FILTERS;

/** The names staff reply to clients under in the request dialog (signed-in spec §3: six fixed first names). */
export const REQUEST_ALIASES = ['Sarah', 'Michael', 'Emily', 'David', 'Laura', 'James'] as const;
/** The admin messaging view's 'Send as Admin' choices: three first-name aliases and Support Team (spec §2.4). */
export const MESSAGING_ALIASES = ['Sarah', 'Michael', 'Emily', 'Support Team'] as const;
