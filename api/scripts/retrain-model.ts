import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrainingExamples } from '../src/assistant/offline/ngram-model/training-data';
import { trainNgramModel } from '../src/assistant/offline/ngram-model/train';

/**
 * Retrains one offline n-gram model from its examples (src/assistant/offline/<model>/training/<label>.txt, written for
 * the model), each read through `prepare` as the model will read posts, and writes its committed weights.json. Deterministic: the same examples give the same file.
 */
export function retrainModel(model: string, prepare: (text: string) => string = (text) => text) {
  const directory = join(__dirname, '../src/assistant/offline', model);
  const examples = readTrainingExamples(join(directory, 'training')).map(({ label, text }) => ({
    label,
    text: prepare(text),
  }));
  const weights = trainNgramModel(examples);
  writeFileSync(join(directory, 'weights.json'), `${JSON.stringify(weights)}\n`);
  console.log(
    `${model}: ${examples.length} examples over ${weights.labels.length} labels → ${Object.keys(weights.counts).length} features`,
  );
  return examples;
}
