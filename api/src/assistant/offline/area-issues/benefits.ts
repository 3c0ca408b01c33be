import type { AreaIssue } from './issue';

/** Narrower benefits issues, weighed before the area guide's broad ones. */
export const BENEFITS_ISSUES: readonly AreaIssue[] = [];
