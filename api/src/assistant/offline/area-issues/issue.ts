/**
 * One concrete issue within an area (an eviction, a security deposit): the general rules a paralegal would give on a
 * first call, matched by its wordings in the normalised message.
 */
export interface AreaIssue {
  /** How the issue reads in a sentence ("a custody arrangement"). */
  label: string;
  pattern: RegExp;
  points: string[];
  deadline?: string;
  documents?: string[];
}
