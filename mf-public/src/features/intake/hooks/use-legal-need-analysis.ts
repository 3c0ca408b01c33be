import { useMutation } from '@tanstack/react-query';
import { analyzeLegalNeed } from '../api/intake-api';
import { fallbackPrefill, prefillFromAnalysis, type AnalysisPrefill } from '../utils/analysis';

/** Turns the first step's free text into step 2's title, category and description; never fails visibly. */
export function useLegalNeedAnalysis() {
  const analysis = useMutation({
    mutationFn: async (input: string): Promise<AnalysisPrefill> => {
      try {
        return prefillFromAnalysis(await analyzeLegalNeed(input));
      } catch (error) {
        console.warn('Legal need analysis failed; prefilling from the input itself', error);
        return fallbackPrefill(input);
      }
    },
  });

  return { analyzing: analysis.isPending, analyze: analysis.mutateAsync };
}
