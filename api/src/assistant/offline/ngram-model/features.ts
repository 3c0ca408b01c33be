import { withoutDenials } from '../focus';
import { normalize } from '../text';

/**
 * The features an n-gram model reads: words (with a crude plural and verb-ending strip, so "evicted" and "evict" meet)
 * and adjacent word pairs ("security deposit", "child support"). Denied subjects ("not about custody") are dropped
 * first, as the lexicon does. Stop words stay inside pairs ("my landlord") but not alone.
 */
const STOPWORDS = new Set(
  `a an the and or but if of to in on for with at by from about into as is are was were be been am i me my we our you
  your he she it its they them their this that these those what which who how when where why can could would should
  will do does did have has had not no so than too very just also get got some any all there here then now im its
  dont cant wont didnt`.split(/\s+/),
);

const stem = (word: string) =>
  word.length > 4 ? word.replace(/(?:ies)$/, 'y').replace(/(?:ing|ed|es|s)$/, '') || word : word;

export function featuresOf(text: string): string[] {
  const words = withoutDenials(normalize(text))
    .replace(/'/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
  const features = words.filter((word) => word.length > 1 && !STOPWORDS.has(word));
  for (let index = 1; index < words.length; index += 1) features.push(`${words[index - 1]} ${words[index]}`);
  return features;
}
