import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AreaId } from '../areas';
import type { TrainingExample } from './train';

/** The training examples: one file per area (`housing.txt`), one description a line; files read in name order. */
export function readTrainingExamples(directory: string): TrainingExample[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) =>
      readFileSync(join(directory, file), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((text) => ({ area: file.replace(/\.txt$/, '') as AreaId, text })),
    );
}
