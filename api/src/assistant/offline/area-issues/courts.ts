import type { AreaIssue } from './issue';

/** Narrower courts issues, weighed before the area guide's broad ones. */
export const COURTS_ISSUES: readonly AreaIssue[] = [];
