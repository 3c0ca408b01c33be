import type { AreaIssue } from './issue';

/** Narrower employment issues, weighed before the area guide's broad ones. */
export const EMPLOYMENT_ISSUES: readonly AreaIssue[] = [];
