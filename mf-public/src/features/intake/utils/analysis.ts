import { CATEGORIES, type Category, type Timeline } from '@lexa/common';
import { FALLBACK_TITLE_LENGTH } from '../constants/intake-rules';

/** The AI analysis result (public spec §3) as received: checked here, since the wizard must never fail on it. */
export interface LegalNeedAnalysis {
  suggestedTitle: string;
  suggestedCategory: string;
  enhancedDescription: string;
  /** `urgent` when the text suggests danger to life or an hours-away deadline. */
  suggestedPriority?: string;
}

/** What the analysis prefills on step 2, and on step 4 when the matter is urgent. */
export interface AnalysisPrefill {
  title: string;
  category: Category;
  description: string;
  /** "Today (Urgent)" when the analysis says urgent (danger to life, hours-away deadlines); the visitor may change it. */
  timeline?: Timeline;
}

const asCategory = (value: string): Category =>
  (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : 'Other';

/** Throws when the answer lacks a field, so the caller falls back as for any other failure. */
export function prefillFromAnalysis(analysis: LegalNeedAnalysis): AnalysisPrefill {
  const { suggestedTitle, suggestedCategory, enhancedDescription } = analysis;
  if (![suggestedTitle, suggestedCategory, enhancedDescription].every((field) => typeof field === 'string')) {
    throw new Error('Incomplete analysis');
  }
  return {
    title: analysis.suggestedTitle,
    category: asCategory(analysis.suggestedCategory),
    description: analysis.enhancedDescription,
    ...(analysis.suggestedPriority === 'urgent' ? { timeline: 'today' as const } : {}),
  };
}

/** When the analysis fails: the input itself, its first 50 characters as the title, category Other. */
export function fallbackPrefill(input: string): AnalysisPrefill {
  return {
    title: input.length > FALLBACK_TITLE_LENGTH ? `${input.slice(0, FALLBACK_TITLE_LENGTH)}...` : input,
    category: 'Other',
    description: input,
  };
}
