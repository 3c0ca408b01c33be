import type { AreaIssue } from './issue';

/** Narrower crime issues, weighed before the area guide's broad ones. */
export const CRIME_ISSUES: readonly AreaIssue[] = [];
