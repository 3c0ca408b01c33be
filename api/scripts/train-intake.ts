/**
 * `npm run train:intake -w api`: retrains the offline intake model from its training examples
 * (src/assistant/offline/intake-model/training/<area>.txt, one lay description a line, written for the model) and writes
 * the committed weights. Deterministic: the same examples give the same file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTrainingExamples } from '../src/assistant/offline/intake-model/training-data';
import { trainIntakeModel } from '../src/assistant/offline/intake-model/train';

const MODEL_DIR = join(__dirname, '../src/assistant/offline/intake-model');
const examples = readTrainingExamples(join(MODEL_DIR, 'training'));
const weights = trainIntakeModel(examples);
writeFileSync(join(MODEL_DIR, 'weights.json'), `${JSON.stringify(weights)}\n`);
console.log(
  `${examples.length} examples over ${weights.areas.length} areas → ${Object.keys(weights.counts).length} features`,
);
