import type { AreaIssue } from './issue';

/** Narrower education issues, weighed before the area guide's broad ones. */
export const EDUCATION_ISSUES: readonly AreaIssue[] = [];
