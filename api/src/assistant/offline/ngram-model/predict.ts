import { featuresOf } from './features';
import type { NgramWeights } from './train';

/**
 * An n-gram model's prediction: a probability per label from naive Bayes over the text's features. Naive Bayes
 * multiplies every feature's evidence as if independent, so its raw posteriors are near 0 or 1 on any long text; the
 * log-odds are divided by the square root of the number of features read, which keeps a long text's confidence on the
 * same scale as a short one's (a calibrated confidence, not a certainty).
 */
export interface LabelProbability<Label extends string> {
  label: Label;
  probability: number;
}

/** Additive (Laplace) smoothing: an unseen feature is weak evidence against a label, not a veto. */
const SMOOTHING = 0.5;
/** Temperature floor: a two-word text is not read more sharply than naive Bayes itself. */
const MIN_TEMPERATURE = 1;

/** Every label's probability for a text, most likely first; empty when the text has no feature the model knows. */
export type Predictor<Label extends string> = (text: string) => LabelProbability<Label>[];

/** The counts become log-probabilities once, on the first prediction (a model unused costs nothing). */
export function ngramPredictor<Label extends string>(source: () => NgramWeights<Label>): Predictor<Label> {
  let model: ReturnType<typeof logProbabilities<Label>> | undefined;
  return (text) => {
    model ??= logProbabilities(source());
    return predict(model, text);
  };
}

function logProbabilities<Label extends string>(source: NgramWeights<Label>) {
  const vocabulary = Object.keys(source.counts).length;
  const all = source.examples.reduce((sum, count) => sum + count, 0);
  const denominators = source.totals.map((total) => Math.log(total + SMOOTHING * vocabulary));
  /** feature → log P(feature | label), per label. */
  const logLikelihoods = new Map<string, number[]>();
  for (const [feature, flat] of Object.entries(source.counts)) {
    const row = source.labels.map(() => 0);
    for (let index = 0; index < flat.length; index += 2) row[flat[index]!] = flat[index + 1]!;
    logLikelihoods.set(
      feature,
      row.map((count, position) => Math.log(count + SMOOTHING) - denominators[position]!),
    );
  }
  return {
    labels: source.labels,
    logPriors: source.examples.map((count) => Math.log(count / all)),
    logLikelihoods,
  };
}

function predict<Label extends string>(
  { labels, logPriors, logLikelihoods }: ReturnType<typeof logProbabilities<Label>>,
  text: string,
): LabelProbability<Label>[] {
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
  return labels
    .map((label, position) => ({ label, probability: exps[position]! / total }))
    .sort((a, b) => b.probability - a.probability || a.label.localeCompare(b.label));
}
