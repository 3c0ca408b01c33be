import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TrainingExample } from './train';

/** A model's training examples: one file per label (`housing.txt`), one text a line; files read in name order. */
export function readTrainingExamples<Label extends string>(directory: string): TrainingExample<Label>[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) =>
      readFileSync(join(directory, file), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((text) => ({ label: file.replace(/\.txt$/, '') as Label, text })),
    );
}
