import type { AreaIssue } from './issue';

/** Narrower housing issues, weighed before the area guide's broad ones. */
export const HOUSING_ISSUES: readonly AreaIssue[] = [];
