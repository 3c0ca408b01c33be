import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featuresOf } from './features';
import { predictAreas } from './predict';
import { trainIntakeModel, type TrainingExample } from './train';
import { readTrainingExamples } from './training-data';

const examples = readTrainingExamples(join(__dirname, 'training'));

describe('intake model', () => {
  it('reads words and word pairs, without stop words alone and without denied subjects', () => {
    const features = featuresOf('My landlord evicted us. This is not about custody');
    expect(features).toEqual(expect.arrayContaining(['landlord', 'evict', 'my landlord', 'landlord evict']));
    expect(features).not.toContain('my');
    expect(features).not.toContain('custody');
  });

  it('has at least 60 examples for every area', () => {
    const perArea = new Map<string, number>();
    for (const { area } of examples) perArea.set(area, (perArea.get(area) ?? 0) + 1);
    expect(perArea.size).toBe(19);
    for (const count of perArea.values()) expect(count).toBeGreaterThanOrEqual(60);
  });

  it('retrains to exactly the committed weights, whatever the examples order', () => {
    const committed = readFileSync(join(__dirname, 'weights.json'), 'utf8');
    expect(`${JSON.stringify(trainIntakeModel(examples))}\n`).toBe(committed);
    expect(trainIntakeModel([...examples].reverse())).toEqual(trainIntakeModel(examples));
    expect(committed.length).toBeLessThan(1_500_000);
  });

  it('prunes features seen only once', () => {
    const tiny: TrainingExample[] = [
      { area: 'housing', text: 'landlord deposit' },
      { area: 'housing', text: 'landlord repairs' },
      { area: 'employment', text: 'overtime pay' },
    ];
    const weights = trainIntakeModel(tiny);
    expect(weights.areas).toEqual(['employment', 'housing']);
    expect(weights.examples).toEqual([1, 2]);
    expect(Object.keys(weights.counts)).toEqual(['landlord']);
    expect(weights.counts.landlord).toEqual([1, 2]);
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
