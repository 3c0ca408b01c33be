import type { AreaId } from '../areas';
import { featuresOf } from './features';
import type { IntakeWeights } from './train';
import weights from './weights.json';

/**
 * The intake model's prediction: a probability per area from naive Bayes over the post's features. Naive Bayes
 * multiplies every feature's evidence as if independent, so its raw posteriors are near 0 or 1 on any long post; the
 * log-odds are divided by the square root of the number of features read, which keeps a long post's confidence on the
 * same scale as a short one's (a calibrated confidence, not a certainty).
 */
export interface AreaProbability {
  area: AreaId;
  probability: number;
}

/** Additive (Laplace) smoothing: an unseen feature is weak evidence against an area, not a veto. */
const SMOOTHING = 0.5;
/** Temperature floor: a two-word post is not read more sharply than naive Bayes itself. */
const MIN_TEMPERATURE = 1;

interface Model {
  areas: AreaId[];
  logPriors: number[];
  /** feature → log P(feature | area), per area. */
  logLikelihoods: Map<string, number[]>;
}

let model: Model | undefined;

/** Built on first use: the counts become log-probabilities once. */
function loaded(source: IntakeWeights = weights as IntakeWeights): Model {
  if (model) return model;
  const vocabulary = Object.keys(source.counts).length;
  const all = source.examples.reduce((sum, count) => sum + count, 0);
  const denominators = source.totals.map((total) => Math.log(total + SMOOTHING * vocabulary));
  const logLikelihoods = new Map<string, number[]>();
  for (const [feature, flat] of Object.entries(source.counts)) {
    const row = source.areas.map(() => 0);
    for (let index = 0; index < flat.length; index += 2) row[flat[index]!] = flat[index + 1]!;
    logLikelihoods.set(
      feature,
      row.map((count, position) => Math.log(count + SMOOTHING) - denominators[position]!),
    );
  }
  model = { areas: source.areas, logPriors: source.examples.map((count) => Math.log(count / all)), logLikelihoods };
  return model;
}

/** Every area's probability for the text, most likely first; empty when the text has no feature the model knows. */
export function predictAreas(text: string): AreaProbability[] {
  const { areas, logPriors, logLikelihoods } = loaded();
  const known = featuresOf(text)
    .map((feature) => logLikelihoods.get(feature))
    .filter((row) => row !== undefined);
  if (!known.length) return [];
  const temperature = Math.max(MIN_TEMPERATURE, Math.sqrt(known.length));
  const scores = logPriors.map(
    (prior, position) => (prior + known.reduce((sum, row) => sum + row[position]!, 0)) / temperature,
  );
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return areas
    .map((area, position) => ({ area, probability: exps[position]! / total }))
    .sort((a, b) => b.probability - a.probability || a.area.localeCompare(b.area));
}
