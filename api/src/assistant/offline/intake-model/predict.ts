import type { AreaId } from '../areas';
import { ngramPredictor } from '../ngram-model/predict';
import type { NgramWeights } from '../ngram-model/train';
import weights from './weights.json';

/** The intake model: which area of law a post is about, by the shared n-gram model (ngram-model/) over its weights. */
export interface AreaProbability {
  area: AreaId;
  probability: number;
}

const predictLabels = ngramPredictor(() => weights as NgramWeights<AreaId>);

/** Every area's probability for the text, most likely first; empty when the text has no feature the model knows. */
export function predictAreas(text: string): AreaProbability[] {
  return predictLabels(text).map(({ label, probability }) => ({ area: label, probability }));
}
