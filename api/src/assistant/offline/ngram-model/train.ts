import { featuresOf } from './features';

/**
 * Training an n-gram model: multinomial naive Bayes counts per label over featuresOf. Only the counts are kept (the
 * log-probabilities are derived at load time), features seen fewer than MIN_COUNT times are pruned, and every list is
 * sorted, so the same examples always give byte-identical weights.
 */
export interface TrainingExample<Label extends string = string> {
  label: Label;
  text: string;
}

export interface NgramWeights<Label extends string = string> {
  labels: Label[];
  /** Examples per label (the prior). */
  examples: number[];
  /** Feature occurrences per label, pruned ones included (the likelihood's denominator). */
  totals: number[];
  /** feature → flat [labelIndex, count, labelIndex, count, …]. */
  counts: Record<string, number[]>;
}

/** A feature seen fewer times than this over all the examples says nothing general. */
const MIN_COUNT = 2;

export function trainNgramModel<Label extends string>(
  examples: readonly TrainingExample<Label>[],
): NgramWeights<Label> {
  const labels = [...new Set(examples.map((example) => example.label))].sort();
  const index = new Map(labels.map((label, position) => [label, position]));
  const perLabel = labels.map(() => 0);
  const totals = labels.map(() => 0);
  const byFeature = new Map<string, number[]>();
  for (const { label, text } of examples) {
    const position = index.get(label)!;
    perLabel[position]! += 1;
    for (const feature of featuresOf(text)) {
      const row = byFeature.get(feature) ?? labels.map(() => 0);
      row[position]! += 1;
      byFeature.set(feature, row);
      totals[position]! += 1;
    }
  }
  const counts: Record<string, number[]> = {};
  for (const feature of [...byFeature.keys()].sort()) {
    const row = byFeature.get(feature)!;
    if (row.reduce((sum, count) => sum + count, 0) < MIN_COUNT) continue;
    counts[feature] = row.flatMap((count, position) => (count ? [position, count] : []));
  }
  return { labels, examples: perLabel, totals, counts };
}
