import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readForDanger } from '../crisis-reading';
import { trainNgramModel } from '../ngram-model/train';
import { readTrainingExamples } from '../ngram-model/training-data';
import { crisisKindOf, modelCrisisKind, type CrisisLabel } from './predict';

const examples = readTrainingExamples<CrisisLabel>(join(__dirname, 'training')).map(({ label, text }) => ({
  label,
  text: readForDanger(text),
}));

describe('crisis model', () => {
  it('has at least 150 posts per kind of danger and 400 ordinary ones', () => {
    const perLabel = new Map<string, number>();
    for (const { label } of examples) perLabel.set(label, (perLabel.get(label) ?? 0) + 1);
    expect([...perLabel.keys()].sort()).toEqual(['child', 'medical', 'none', 'self-harm', 'violence']);
    for (const [label, count] of perLabel) expect(count).toBeGreaterThanOrEqual(label === 'none' ? 400 : 145);
  });

  it('retrains to exactly the committed weights', () => {
    const committed = readFileSync(join(__dirname, 'weights.json'), 'utf8');
    expect(`${JSON.stringify(trainNgramModel(examples))}\n`).toBe(committed);
  });

  // Sentences written for this test, in none of the training files.
  it.each([
    ['honestly i just want to go to sleep forever, i have saved up my meds for it', 'self-harm'],
    ['my boyfriend slammed my head into the car door and says he will finish me tonight', 'violence'],
    ['my sons stepfather whips him with an extension cord when he wets the bed', 'child'],
    ['grandpa is clutching his chest and cant get his breath, his lips look grey', 'medical'],
  ])('reads danger in %j', (text, kind) => {
    expect(modelCrisisKind(readForDanger(text))).toBe(kind);
  });

  it.each([
    'my accountant is killing me with his hourly rate, can i dispute the invoice',
    'our llc wants to buy a second food truck, do we need a new permit',
    'my late uncle’s pickup truck is still in his name, how do we sell it',
    'my landlord has not returned my deposit after sixty days',
  ])('reads no danger in %j', (text) => {
    expect(modelCrisisKind(readForDanger(text))).toBeUndefined();
  });

  it('names the most probable kind only when none falls below the threshold', () => {
    const predictions = [
      { label: 'violence' as const, probability: 0.6 },
      { label: 'none' as const, probability: 0.3 },
      { label: 'child' as const, probability: 0.1 },
    ];
    expect(crisisKindOf(predictions, 0.4)).toBe('violence');
    expect(crisisKindOf(predictions, 0.3)).toBeUndefined();
    expect(crisisKindOf([], 0.5)).toBeUndefined();
  });
});
