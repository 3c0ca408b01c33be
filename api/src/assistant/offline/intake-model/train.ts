import type { AreaId } from '../areas';
import { featuresOf } from './features';

/**
 * Training the intake model: multinomial naive Bayes counts per area over featuresOf. Only the counts are kept (the
 * log-probabilities are derived at load time), features seen fewer than MIN_COUNT times are pruned, and every list is
 * sorted, so the same examples always give byte-identical weights.
 */
export interface TrainingExample {
  area: AreaId;
  text: string;
}

export interface IntakeWeights {
  areas: AreaId[];
  /** Examples per area (the prior). */
  examples: number[];
  /** Feature occurrences per area, pruned ones included (the likelihood's denominator). */
  totals: number[];
  /** feature → flat [areaIndex, count, areaIndex, count, …]. */
  counts: Record<string, number[]>;
}

/** A feature seen fewer times than this over all the examples says nothing general. */
const MIN_COUNT = 2;

export function trainIntakeModel(examples: readonly TrainingExample[]): IntakeWeights {
  const areas = [...new Set(examples.map((example) => example.area))].sort();
  const index = new Map(areas.map((area, position) => [area, position]));
  const perArea = areas.map(() => 0);
  const totals = areas.map(() => 0);
  const byFeature = new Map<string, number[]>();
  for (const { area, text } of examples) {
    const position = index.get(area)!;
    perArea[position]! += 1;
    for (const feature of featuresOf(text)) {
      const row = byFeature.get(feature) ?? areas.map(() => 0);
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
  return { areas, examples: perArea, totals, counts };
}
