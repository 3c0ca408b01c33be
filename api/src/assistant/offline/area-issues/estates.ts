import type { AreaIssue } from './issue';

/** Narrower estates issues, weighed before the area guide's broad ones. */
export const ESTATES_ISSUES: readonly AreaIssue[] = [];
