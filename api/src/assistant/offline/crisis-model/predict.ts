import type { CrisisKind } from '../crisis-signals';
import { ngramPredictor, type LabelProbability } from '../ngram-model/predict';
import type { NgramWeights } from '../ngram-model/train';
import weights from './weights.json';

/**
 * The crisis model: the shared n-gram model (ngram-model/) trained on posts written for it (training/<label>.txt),
 * danger of each kind against hard ordinary posts (idioms, danger now past, legal questions about abuse). The rules
 * read the wordings they foresaw; the model reads the rest, and crisis.ts ORs the two.
 */
export type CrisisLabel = CrisisKind | 'none';

/**
 * A post is read as a crisis when the model gives 'none' less than this. Chosen by 5-fold cross-validation on the
 * training posts only (`npm run train:crisis -w api` prints the table): the highest threshold whose false alarms on
 * held-out ordinary posts stay under 8 % (0.14: 87 % of held-out crisis posts caught, 7 % of ordinary ones flagged),
 * so recall is as high as that budget allows; the rules, ORed in, catch much of the rest. 'none' is seldom the only
 * plausible label of a tempered five-way posterior, hence a threshold well below one half.
 */
export const CRISIS_THRESHOLD = 0.14;

/** The most probable kind of danger when 'none' falls below the threshold, else nothing. */
export function crisisKindOf(
  predictions: readonly LabelProbability<CrisisLabel>[],
  threshold = CRISIS_THRESHOLD,
): CrisisKind | undefined {
  const none = predictions.find(({ label }) => label === 'none')?.probability ?? 1;
  if (none >= threshold) return undefined;
  return predictions.find((prediction): prediction is LabelProbability<CrisisKind> => prediction.label !== 'none')
    ?.label;
}

const predictLabels = ngramPredictor(() => weights as NgramWeights<CrisisLabel>);

/** The kind of danger the model reads in a message, if any. */
export function modelCrisisKind(message: string): CrisisKind | undefined {
  return crisisKindOf(predictLabels(message));
}
