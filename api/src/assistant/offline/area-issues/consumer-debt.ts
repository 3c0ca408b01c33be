import type { AreaIssue } from './issue';

/** Narrower consumer debt issues, weighed before the area guide's broad ones. */
export const CONSUMER_DEBT_ISSUES: readonly AreaIssue[] = [];
