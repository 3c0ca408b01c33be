import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AreaId } from '../areas';
import { trainNgramModel } from '../ngram-model/train';
import { readTrainingExamples } from '../ngram-model/training-data';
import { predictAreas } from './predict';

const examples = readTrainingExamples<AreaId>(join(__dirname, 'training'));

describe('intake model', () => {
  it('has at least 60 examples for every area', () => {
    const perArea = new Map<string, number>();
    for (const { label } of examples) perArea.set(label, (perArea.get(label) ?? 0) + 1);
    expect(perArea.size).toBe(19);
    for (const count of perArea.values()) expect(count).toBeGreaterThanOrEqual(60);
  });

  it('retrains to exactly the committed weights, whatever the examples order', () => {
    const committed = readFileSync(join(__dirname, 'weights.json'), 'utf8');
    expect(`${JSON.stringify(trainNgramModel(examples))}\n`).toBe(committed);
    expect(trainNgramModel([...examples].reverse())).toEqual(trainNgramModel(examples));
    expect(committed.length).toBeLessThan(1_500_000);
  });

  it.each([
    ['the restaurant owner takes part of our tips for himself', 'employment'],
    ['my sister and I inherited our dad’s house and she won’t let me sell', 'estates'],
    ['my son keeps getting sent home from school and they won’t do an evaluation', 'education'],
    ['my husband is being held by ICE and has a hearing next week', 'immigration'],
    ['the blender I bought caught fire and the store won’t refund me', 'consumer-debt'],
  ])('predicts the area of %j', (text, area) => {
    expect(predictAreas(text)[0]?.area).toBe(area);
  });

  it('gives probabilities that sum to one, most likely first, and nothing for text it does not know', () => {
    const predictions = predictAreas('got a speeding ticket and my license is suspended');
    expect(predictions[0]?.area).toBe('traffic');
    expect(predictions.reduce((sum, { probability }) => sum + probability, 0)).toBeCloseTo(1, 6);
    expect(predictions.map(({ probability }) => probability)).toEqual(
      [...predictions.map(({ probability }) => probability)].sort((a, b) => b - a),
    );
    expect(predictAreas('qwerty zxcv')).toEqual([]);
  });

  it('is less sure of a vague post than of a plain one', () => {
    const vague = predictAreas('can you help me with something')[0]!.probability;
    const plain = predictAreas('my landlord will not return my security deposit')[0]!.probability;
    expect(plain).toBeGreaterThan(0.6);
    expect(vague).toBeLessThan(0.3);
  });
});
