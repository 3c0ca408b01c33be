import type { AreaIssue } from './issue';

/** Narrower health issues, weighed before the area guide's broad ones. */
export const HEALTH_ISSUES: readonly AreaIssue[] = [];
