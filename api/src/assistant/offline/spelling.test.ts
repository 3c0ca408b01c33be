import { spellingCorrector } from './spelling';

const correct = spellingCorrector(['landlord', 'custody', 'mortgage', 'eviction', 'clocked'], ['he clicked a link']);

describe('spellingCorrector', () => {
  it('reads a word one edit from a lexicon word: a letter missing, extra, changed or two swapped', () => {
    expect(correct('my landlrod and the morgage')).toBe('my landlord and the mortgage');
    expect(correct('full custtody, no eviciton')).toBe('full custody, no eviction');
    expect(correct('lanlord, mortage')).toBe('landlord, mortgage');
  });

  it('leaves known words, short words and other first letters alone', () => {
    expect(correct('he clicked the link')).toBe('he clicked the link');
    expect(correct('custdy')).toBe('custdy');
    expect(correct('blocked')).toBe('blocked');
  });
});
