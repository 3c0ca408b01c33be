/**
 * The admin's assistant configuration and system prompts (signed-in spec §2.3, §3 "Assistant config entries" and
 * "System prompt", §7.2 /api/admin/config and /api/admin/prompts; ARCHITECTURE §5).
 */
import { z } from './zod';
import { isoDate } from './fields';

/** Issue 13: a config value or a prompt longer than this is refused with 400. */
export const ASSISTANT_TEXT_MAX = 20_000;

/** The four settings, in the order the form shows them. `assistantId` is the model the live provider uses. */
export const ASSISTANT_CONFIG_KEYS = ['apiKey', 'assistantId', 'systemPrompt', 'initialMessage'] as const;
export type AssistantConfigKey = (typeof ASSISTANT_CONFIG_KEYS)[number];

/** Signed-in spec §9: a masked API key shows its first and last 4 characters. */
export const MASKED_KEY_EDGE = 4;

/**
 * The key as the admin sees it after saving: first and last 4 characters. A key too short to keep anything hidden
 * between them is shown as dots only, so no answer ever carries a whole key.
 */
export function maskApiKey(key: string): string {
  if (!key) return '';
  if (key.length <= MASKED_KEY_EDGE * 3) return '••••••••';
  return `${key.slice(0, MASKED_KEY_EDGE)}••••${key.slice(-MASKED_KEY_EDGE)}`;
}

export const assistantConfigEntrySchema = z.object({
  configKey: z.enum(ASSISTANT_CONFIG_KEYS),
  /** For apiKey: the masked key ('' when none is stored); the others as stored ('' = the built-in default). */
  configValue: z.string(),
  description: z.string(),
  /** Null while the admin has never saved this entry. */
  updatedAt: z.nullable(isoDate),
});
export type AssistantConfigEntry = z.infer<typeof assistantConfigEntrySchema>;

/** GET /api/admin/config. */
export const assistantConfigSchema = z.object({ entries: z.array(assistantConfigEntrySchema) });
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;

/** POST /api/admin/config: one entry; an empty apiKey clears the stored key. */
export const saveAssistantConfigBody = z.strictObject({
  configKey: z.enum(ASSISTANT_CONFIG_KEYS),
  configValue: z
    .string()
    .check(z.maxLength(ASSISTANT_TEXT_MAX, `A configuration value may be at most ${ASSISTANT_TEXT_MAX} characters`)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type SaveAssistantConfigInput = z.infer<typeof saveAssistantConfigBody>;

/** Where a prompt the assistant uses comes from. */
export const USAGE_CONTEXTS = ['chat', 'intake_analysis', 'document_review', 'drafting'] as const;
export type UsageContext = (typeof USAGE_CONTEXTS)[number];
export const USAGE_CONTEXT_LABELS: Record<UsageContext, string> = {
  chat: 'Chat',
  intake_analysis: 'Intake analysis',
  document_review: 'Document review',
  drafting: 'Drafting',
};

export const ASSISTANT_PROVIDERS = ['offline', 'openai'] as const;

const instructionSourceSchema = z.object({
  /** prompt: an active system prompt; config: the config's systemPrompt (chat only); default: built in. */
  source: z.enum(['prompt', 'config', 'default']),
  promptId: z.nullable(z.string()),
  promptName: z.nullable(z.string()),
  version: z.nullable(z.number()),
});
export type InstructionSource = z.infer<typeof instructionSourceSchema>;

/** GET /api/admin/config/live: what the running assistant uses now. Never the key itself. */
export const liveAssistantSchema = z.object({
  provider: z.enum(ASSISTANT_PROVIDERS),
  /** The model the openai provider sends (the config's assistantId, else OPENAI_MODEL); null offline. */
  model: z.nullable(z.string()),
  keySet: z.boolean(),
  /** config: the admin's saved key; environment: OPENAI_API_KEY. */
  keySource: z.nullable(z.enum(['config', 'environment'])),
  maskedKey: z.string(),
  instructions: z.record(z.enum(USAGE_CONTEXTS), instructionSourceSchema),
  initialMessageSource: z.enum(['config', 'default']),
});
export type LiveAssistant = z.infer<typeof liveAssistantSchema>;

/** POST /api/admin/config/test: the live provider's answer to a short message, or why it failed. */
export const assistantTestResultSchema = z.object({
  ok: z.boolean(),
  provider: z.enum(ASSISTANT_PROVIDERS),
  model: z.nullable(z.string()),
  reply: z.nullable(z.string()),
  error: z.nullable(z.string()),
  latencyMs: z.number(),
});
export type AssistantTestResult = z.infer<typeof assistantTestResultSchema>;

/* ---------- system prompts ---------- */

export const PROMPT_NAME_MAX = 200;
export const PROMPT_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

export const systemPromptSchema = z.object({
  id: z.string(),
  promptKey: z.string(),
  promptName: z.string(),
  promptContent: z.string(),
  usageContext: z.enum(USAGE_CONTEXTS),
  isActive: z.boolean(),
  version: z.number(),
  lastUpdatedBy: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SystemPrompt = z.infer<typeof systemPromptSchema>;

/** One saved state of a prompt (every version is kept, the current one included). */
export const systemPromptVersionSchema = z.object({
  promptId: z.string(),
  version: z.number(),
  promptName: z.string(),
  promptContent: z.string(),
  usageContext: z.enum(USAGE_CONTEXTS),
  isActive: z.boolean(),
  updatedBy: z.string(),
  updatedAt: isoDate,
});
export type SystemPromptVersion = z.infer<typeof systemPromptVersionSchema>;

const promptFields = {
  promptName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a prompt name'),
      z.maxLength(PROMPT_NAME_MAX, `A prompt name may be at most ${PROMPT_NAME_MAX} characters`),
    ),
  promptContent: z.string().check(
    z.refine((value) => value.trim().length > 0, 'Please enter the prompt content'),
    z.refine((value) => value.length <= ASSISTANT_TEXT_MAX, `A prompt may be at most ${ASSISTANT_TEXT_MAX} characters`),
  ),
  usageContext: z.enum(USAGE_CONTEXTS),
  isActive: z.boolean(),
};

/** PUT /api/admin/prompts/{id} (signed-in spec §5: promptName, promptContent, usageContext, isActive). */
export const updatePromptBody = z.strictObject(promptFields);
export type UpdatePromptInput = z.infer<typeof updatePromptBody>;

/** POST /api/admin/prompts; the key is derived from the name when not given. */
export const createPromptBody = z.strictObject({
  ...promptFields,
  isActive: z._default(promptFields.isActive, false),
  promptKey: z.optional(z.string().check(z.regex(PROMPT_KEY_PATTERN, 'Use lower-case letters, digits, - and _'))),
});
export type CreatePromptInput = z.input<typeof createPromptBody>;

/** PATCH /api/admin/prompts/{id}/toggle. */
export const togglePromptBody = z.strictObject({ isActive: z.boolean() });

export const systemPromptListSchema = z.object({ prompts: z.array(systemPromptSchema) });
export const systemPromptVersionListSchema = z.object({ versions: z.array(systemPromptVersionSchema) });
