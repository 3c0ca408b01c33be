import type { UsageContext } from '@lexa/common';
import { DEFAULT_SYSTEM_PROMPT } from '../settings';

export interface BuiltInPrompt {
  promptKey: string;
  promptName: string;
  promptContent: string;
  usageContext: UsageContext;
}

/** Who the seeded prompts' first version is by (an admin's edit names the admin). */
export const BUILT_IN_AUTHOR = 'system';

/**
 * The prompts a fresh install starts with, one per usage context, so the System Prompts tab shows what the assistant
 * says and staff edit it from there. A task's prompt leads that task's built-in schema instructions (see
 * openai-provider.ts), so these hold the voice and house rules, not the output format.
 */
export const BUILT_IN_PROMPTS: readonly BuiltInPrompt[] = [
  {
    promptKey: 'built-in-chat',
    promptName: 'Chat assistant',
    promptContent: DEFAULT_SYSTEM_PROMPT,
    usageContext: 'chat',
  },
  {
    promptKey: 'built-in-intake-analysis',
    promptName: 'Intake analysis house rules',
    promptContent:
      "Write for the legal team that will take the request on: neutral, factual and in the visitor's own language. Keep every fact the visitor gave (names, dates, amounts, places) and add none. When the matter is urgent (a court date, a lawsuit served, a deadline within days), say so in the first sentence of the description.",
    usageContext: 'intake_analysis',
  },
  {
    promptKey: 'built-in-document-review',
    promptName: 'Document review house rules',
    promptContent:
      'Review for a client who is not a lawyer: plain language and short sentences, each risk with why it matters and what to ask for instead. Name the clause or section behind every point. Say when something depends on the governing law or the jurisdiction, and never state that a document is valid or enforceable.',
    usageContext: 'document_review',
  },
  {
    promptKey: 'built-in-drafting',
    promptName: 'Drafting house rules',
    promptContent:
      'Draft in clear, modern plain English: numbered sections, defined terms used the same way throughout, no archaic legalese. Use bracketed placeholders such as [Party Name] or [Effective Date] for every fact the client has not given; never invent names, amounts or dates. Keep to the outline the client approved.',
    usageContext: 'drafting',
  },
];
