/**
 * `npm run train:crisis -w api`: retrains the offline crisis model from its training posts
 * (src/assistant/offline/crisis-model/training/<label>.txt, written for the model, never taken from the eval batches),
 * writes the committed weights, then prints a k-fold cross-validation over those same training posts: for each
 * threshold on P(none), the share of held-out crisis posts caught and of held-out ordinary posts flagged. The
 * threshold in crisis-model/predict.ts is chosen from this table, never from the eval batches.
 */
import { crisisKindOf, CRISIS_THRESHOLD, type CrisisLabel } from '../src/assistant/offline/crisis-model/predict';
import { readForDanger } from '../src/assistant/offline/crisis-reading';
import { ngramPredictor } from '../src/assistant/offline/ngram-model/predict';
import { trainNgramModel, type TrainingExample } from '../src/assistant/offline/ngram-model/train';
import { retrainModel } from './retrain-model';

const FOLDS = 5;
const THRESHOLDS = [0.05, 0.07, 0.1, 0.12, 0.14, 0.16, 0.18, 0.2, 0.22, 0.25, 0.3, 0.5];
/** The false-alarm budget the threshold is chosen under. */
const MAX_FALSE_ALARMS = 0.08;

const examples = retrainModel('crisis-model', (text) => readForDanger(text, true)) as TrainingExample<CrisisLabel>[];

// Each fold holds out every FOLDS-th post; the files are read label by label, so every fold has every label.
const held = examples.map(() => [] as ReturnType<ReturnType<typeof ngramPredictor<CrisisLabel>>>);
for (let fold = 0; fold < FOLDS; fold += 1) {
  const weights = trainNgramModel(examples.filter((_, index) => index % FOLDS !== fold));
  const predict = ngramPredictor(() => weights);
  examples.forEach((example, index) => {
    if (index % FOLDS === fold) held[index] = predict(example.text);
  });
}

const crises = examples.filter(({ label }) => label !== 'none').length;
const ordinary = examples.length - crises;
const rows = THRESHOLDS.map((threshold) => {
  let caught = 0;
  let rightKind = 0;
  let falseAlarms = 0;
  examples.forEach(({ label }, index) => {
    const kind = crisisKindOf(held[index]!, threshold);
    if (label === 'none') falseAlarms += kind ? 1 : 0;
    else if (kind) {
      caught += 1;
      rightKind += kind === label ? 1 : 0;
    }
  });
  return { threshold, recall: caught / crises, rightKind: rightKind / crises, falseAlarms: falseAlarms / ordinary };
});
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
console.log(`${FOLDS}-fold cross-validation (${crises} crisis, ${ordinary} ordinary posts):`);
console.log('threshold  recall  right kind  false alarms');
for (const { threshold, recall, rightKind, falseAlarms } of rows) {
  console.log(
    `${threshold.toFixed(2).padEnd(9)}  ${percent(recall).padEnd(6)}  ${percent(rightKind).padEnd(10)}  ${percent(falseAlarms)}`,
  );
}
const best = rows.filter(({ falseAlarms }) => falseAlarms <= MAX_FALSE_ALARMS).at(-1);
console.log(
  `highest threshold with false alarms ≤ ${percent(MAX_FALSE_ALARMS)}: ${best?.threshold ?? 'none'} (in use: ${CRISIS_THRESHOLD})`,
);
