import type { AreaIssue } from './issue';

/** Narrower immigration issues, weighed before the area guide's broad ones. */
export const IMMIGRATION_ISSUES: readonly AreaIssue[] = [];
