import type { AreaIssue } from './issue';

/** Narrower traffic issues, weighed before the area guide's broad ones. */
export const TRAFFIC_ISSUES: readonly AreaIssue[] = [];
