import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readForDanger } from '../crisis-reading';
import { trainNgramModel } from '../ngram-model/train';
import { readTrainingExamples } from '../ngram-model/training-data';
import { crisisKindOf, modelCrisisKind, type CrisisLabel } from './predict';

const examples = readTrainingExamples<CrisisLabel>(join(__dirname, 'training')).map(({ label, text }) => ({
  label,
  text: readForDanger(text, true),
}));

describe('crisis model', () => {
  it('has at least 290 posts per kind of danger and 1,600 ordinary ones', () => {
    const perLabel = new Map<string, number>();
    for (const { label } of examples) perLabel.set(label, (perLabel.get(label) ?? 0) + 1);
    expect([...perLabel.keys()].sort()).toEqual(['child', 'medical', 'none', 'self-harm', 'violence']);
    for (const [label, count] of perLabel) expect(count).toBeGreaterThanOrEqual(label === 'none' ? 1600 : 290);
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
    ['i cant keep doing this, tonight im taking every pill in the cabinet, who gets custody of my dog', 'self-harm'],
    [
      'the man who got me this job holds my passport and says he will hurt my mother back home if i try to leave',
      'violence',
    ],
    [
      'the lady who cares for my grandmother twists her arms and hides her food, gran is scared and covered in bruises',
      'violence',
    ],
    [
      'a man is trying to kick in my front door right now yelling that he will kill me, can i defend myself legally',
      'violence',
    ],
    ['my neighbours toddler has been alone on their porch since this morning crying, no one has come home', 'child'],
    ["my wife suddenly can't lift her left arm and her words come out slurred, she is 62", 'medical'],
  ])('reads danger in %j', (text, kind) => {
    expect(modelCrisisKind(readForDanger(text, true))).toBe(kind);
  });

  it.each([
    'my accountant is killing me with his hourly rate, can i dispute the invoice',
    'our llc wants to buy a second food truck, do we need a new permit',
    'my late uncle’s pickup truck is still in his name, how do we sell it',
    'my landlord has not returned my deposit after sixty days',
    'this audit is killing me, can i get an extension from the irs',
    "my ex was violent years ago but he's lived abroad since 2016, can i sell our old house without his signature",
    'i got my hunting licence revoked over an old poaching fine, can i appeal',
    "my husband was in the icu with sepsis in march, he's home and well now, can we fight the bill",
    "my brother says he'll never forgive me if i sell mom's house, can i sell my share anyway",
    // Everyday distress over a legal problem, the commonest opening of a lay post.
    'something came up at work and i really do not know what to do',
    "the bank sent a foreclosure letter and we don't know where to turn",
    "i'm scared we'll lose the apartment if the landlord sells",
  ])('reads no danger in %j', (text) => {
    expect(modelCrisisKind(readForDanger(text, true))).toBeUndefined();
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
