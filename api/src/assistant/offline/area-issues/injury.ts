import type { AreaIssue } from './issue';

/** Narrower injury issues, weighed before the area guide's broad ones. */
export const INJURY_ISSUES: readonly AreaIssue[] = [];
