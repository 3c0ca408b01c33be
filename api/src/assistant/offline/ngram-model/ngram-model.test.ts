import { featuresOf } from './features';
import { ngramPredictor } from './predict';
import { trainNgramModel, type TrainingExample } from './train';

describe('n-gram model', () => {
  it('reads words and word pairs, without stop words alone and without denied subjects', () => {
    const features = featuresOf('My landlord evicted us. This is not about custody');
    expect(features).toEqual(expect.arrayContaining(['landlord', 'evict', 'my landlord', 'landlord evict']));
    expect(features).not.toContain('my');
    expect(features).not.toContain('custody');
  });

  it('prunes features seen only once', () => {
    const tiny: TrainingExample[] = [
      { label: 'housing', text: 'landlord deposit' },
      { label: 'housing', text: 'landlord repairs' },
      { label: 'employment', text: 'overtime pay' },
    ];
    const weights = trainNgramModel(tiny);
    expect(weights.labels).toEqual(['employment', 'housing']);
    expect(weights.examples).toEqual([1, 2]);
    expect(Object.keys(weights.counts)).toEqual(['landlord']);
    expect(weights.counts.landlord).toEqual([1, 2]);
  });

  it('predicts from the weights it is given, loading them once', () => {
    const source = jest.fn(() =>
      trainNgramModel([
        { label: 'pets', text: 'dog cat' },
        { label: 'pets', text: 'dog bird' },
        { label: 'food', text: 'bread soup' },
        { label: 'food', text: 'bread rice' },
      ]),
    );
    const predict = ngramPredictor(source);
    expect(predict('a dog')[0]?.label).toBe('pets');
    expect(predict('fresh bread')[0]?.label).toBe('food');
    expect(predict('nothing known')).toEqual([]);
    expect(source).toHaveBeenCalledTimes(1);
  });
});
