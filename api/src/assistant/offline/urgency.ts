import type { Priority, Timeline } from '@lexa/common';
import { normalize } from './text';

/**
 * How soon a matter needs the team, from its own words: hours-away deadlines and arrests are urgent; court dates,
 * served papers and deadlines within days are high; plans and "no rush" are low; the rest is medium.
 */
const URGENT =
  /\b(?:emergency|urgent(?:ly)?|asap|immediately|right now|tonight|today|tomorrow|in (?:a few|\d+|two|three) hours|arrested|in (?:jail|custody)|locked (?:me )?out|changed the locks|(?:being|getting) evicted (?:today|tomorrow)|sheriff)\b/;
const HIGH =
  /\b(?:deadline|court date|hearing|trial|summons|served|subpoena|eviction notice|notice to (?:vacate|quit)|pay or quit|garnish\w*|foreclos\w*|repossess\w*|deport\w*|removal|within (?:\d+|a|one|two|three|five|seven|ten|fourteen|thirty) (?:days?|weeks?)|this week|next week|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday)|expir\w* (?:soon|next|this)|running out|last day)\b/;
const LOW =
  /\b(?:no rush|not urgent|no hurry|just curious|in the future|eventually|some ?day|next year|thinking (?:about|of)|planning (?:to|on)|considering|general question|hypothetical(?:ly)?)\b/;

export function urgencyOf(input: string): { priority: Priority; timeline: Timeline } {
  const text = normalize(input);
  if (URGENT.test(text)) return { priority: 'urgent', timeline: 'today' };
  if (HIGH.test(text)) return { priority: 'high', timeline: 'this_week' };
  if (LOW.test(text)) return { priority: 'low', timeline: 'no_rush' };
  return { priority: 'medium', timeline: 'this_month' };
}
