import { readForDanger } from './crisis-reading';
import { conceptsSuggest } from './crisis-concepts';
import { modelCrisisKind } from './crisis-model/predict';
import { DANGER_WORDS } from './crisis-lexicon';
import { DANGER_SCORE, IMMINENT, SIGNALS, type CrisisKind } from './crisis-signals';

/**
 * Danger to life, read before anything else: self-harm, violence or abuse (happening or threatened), a child at risk,
 * a medical emergency. The post is read for danger now or to come (crisis-reading.ts) and weighed against each kind's
 * signals (crisis-signals.ts) and danger words (crisis-lexicon.ts), then by the broad tier, the families of danger a
 * post brings together (crisis-concepts.ts), which catches wordings no phrase foresaw. A trained model (crisis-model/)
 * is ORed with these rules: rules alone do not generalise to every wording of danger. When in doubt between a person
 * and an idiom, the person wins: a needless hotline number costs little, a missed one may cost a life.
 */
export type { CrisisKind };

const KINDS = Object.keys(SIGNALS) as CrisisKind[];

/** A kind is suggested by one strong signal, or by signs that add up, danger said to be now counting one more. */
function suggests(kind: CrisisKind, text: string): boolean {
  const { strong, signs, signContext } = SIGNALS[kind];
  if (strong.some((pattern) => pattern.test(text))) return true;
  if (conceptsSuggest(kind, text)) return true;
  if (signContext && !signContext.test(text)) return false;
  const score = [...signs, ...DANGER_WORDS[kind]].reduce(
    (sum, [pattern, weight]) => (pattern.test(text) ? sum + weight : sum),
    0,
  );
  return score > 0 && score + (IMMINENT.test(text) ? 1 : 0) >= DANGER_SCORE;
}

/** Which kinds of danger a message suggests, by the rules or the model; empty when none. */
export function detectCrisis(message: string): CrisisKind[] {
  const text = readForDanger(message);
  const modelKind = modelCrisisKind(readForDanger(message, true));
  return KINDS.filter((kind) => kind === modelKind || suggests(kind, text));
}

const EMERGENCY = 'If you or anyone else is in immediate danger, call 911 now (or your local emergency number).';
const LINES: Record<CrisisKind, string> = {
  'self-harm':
    'You can call or text 988, the 988 Suicide & Crisis Lifeline (free, confidential, 24/7), or chat at 988lifeline.org. You do not have to go through this alone.',
  violence:
    'The National Domestic Violence Hotline is 1-800-799-7233 (or text START to 88788), free and confidential, 24/7; they can help you plan for safety and find a shelter. A court can issue an emergency protective order, often the same day.',
  child:
    'If a child is being hurt or is in danger, call 911; the Childhelp National Child Abuse Hotline is 1-800-422-4453 (24/7), and child protective services in your county take reports.',
  medical: 'For a medical emergency, call 911 now and follow the dispatcher’s instructions before anything else.',
};

/** Where the safety alert opens a description staff read. */
export const SAFETY_LEAD = 'URGENT, safety: ';

/** The emergency help that goes before anything else in a reply or an analysis. */
export function emergencyHelp(kinds: readonly CrisisKind[]): string {
  return [
    kinds.includes('self-harm')
      ? 'I’m really sorry you’re going through this, and your safety matters most.'
      : 'Your safety comes first.',
    EMERGENCY,
    ...kinds.map((kind) => LINES[kind]),
  ].join(' ');
}
