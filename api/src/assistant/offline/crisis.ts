import { readForDanger } from './crisis-reading';
import { conceptsSuggest } from './crisis-concepts';
import {
  modelCrisisKind,
  SHORT_SUSPECTED_THRESHOLD,
  suspectedCrisisKind,
  SUSPECTED_THRESHOLD,
} from './crisis-model/predict';
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

/** What a kind's signs and danger words add up to over a post (0 when the signs' context is missing). */
function signScore(kind: CrisisKind, text: string): number {
  const { signs, signContext } = SIGNALS[kind];
  if (signContext && !signContext.test(text)) return 0;
  return [...signs, ...DANGER_WORDS[kind]].reduce(
    (sum, [pattern, weight]) => (pattern.test(text) ? sum + weight : sum),
    0,
  );
}

/** How far the rules go towards one kind of danger over a post: all the way, part of the way, or not at all. */
type RulesReading = 'enough' | 'some' | 'none';

/** A kind is read by one strong signal, by its families, or by signs that add up, danger said to be now counting one more. */
function rulesRead(kind: CrisisKind, text: string): RulesReading {
  if (SIGNALS[kind].strong.some((pattern) => pattern.test(text))) return 'enough';
  const families = conceptsSuggest(kind, text);
  if (families === 'enough') return 'enough';
  const score = signScore(kind, text);
  if (score > 0 && score + (IMMINENT.test(text) ? 1 : 0) >= DANGER_SCORE) return 'enough';
  return score > 0 || families === 'some' ? 'some' : 'none';
}

/**
 * The model's looser reading is tried on posts of at least this many words. Naive Bayes weighs every word, so in a
 * long post about a lease or a custody order the legal words pull 'none' up and a sentence of danger said in passing
 * leaves it only somewhat lower; a short message is read sharply, and its 'none' dips below the looser threshold over
 * an idiom alone ("there's no point in the appeal", "the landlord is gonna murder me"). From 20 words thirteen
 * look-alikes in the rules' tests are flagged, from 30 none; 40 flags 60 of the mixed and intake batches' 2,675 ordinary
 * posts where 30 flags 76, for 3 fewer of 451 first-run crisis posts caught. Posts of 30 to 39 words are read at a
 * threshold of their own, between the sure one and this one (crisis-model/predict.ts).
 */
const LOOSER_READING_WORDS = 40;
const SHORT_LOOSER_READING_WORDS = 30;

/** The threshold of the looser reading for a post of this length, if it is long enough for one. */
function looserThreshold(text: string): number | undefined {
  const words = text.match(/[a-z0-9']+/g)?.length ?? 0;
  if (words >= LOOSER_READING_WORDS) return SUSPECTED_THRESHOLD;
  return words >= SHORT_LOOSER_READING_WORDS ? SHORT_SUSPECTED_THRESHOLD : undefined;
}

/**
 * Which kinds of danger a message suggests, by the rules or the model; empty when none. The model is read at its sure
 * thresholds alone, and at its looser one (crisis-model/predict.ts) in a long post where the rules see some sign of
 * danger short of enough: danger told indirectly in passing ("my whole prescription lined up on the counter", "next
 * time it's my knees") is most often that, a sign or two the rules know, in words the model has seen danger told in.
 */
export function detectCrisis(message: string): CrisisKind[] {
  const cached = recentlyRead.get(message);
  if (cached) return [...cached];
  const text = readForDanger(message);
  const reading = readForDanger(message, true);
  const rules = KINDS.map((kind) => [kind, rulesRead(kind, text)] as const);
  const looser = rules.some(([, read]) => read !== 'none') ? looserThreshold(text) : undefined;
  const modelKind = modelCrisisKind(reading) ?? (looser ? suspectedCrisisKind(reading, looser) : undefined);
  const kinds = rules.filter(([kind, read]) => read === 'enough' || kind === modelKind).map(([kind]) => kind);
  remember(message, kinds);
  return [...kinds];
}

/**
 * The last few messages read: a reply reads its message for danger in the chat answer, the intake analysis and the
 * classification, and a long post costs milliseconds each time.
 */
const RECENT_READINGS = 32;
const recentlyRead = new Map<string, readonly CrisisKind[]>();

function remember(message: string, kinds: readonly CrisisKind[]): void {
  if (recentlyRead.size >= RECENT_READINGS) recentlyRead.delete(recentlyRead.keys().next().value!);
  recentlyRead.set(message, kinds);
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
