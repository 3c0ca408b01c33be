import type { AreaIssue } from './issue';

/** Narrower family issues, weighed before the area guide's broad ones. */
export const FAMILY_ISSUES: readonly AreaIssue[] = [];
