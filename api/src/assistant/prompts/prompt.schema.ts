import { ASSISTANT_TEXT_MAX, PROMPT_NAME_MAX, USAGE_CONTEXTS } from '@lexa/common';
import { entitySchema, type RecordOf } from '../../storage/entity';

/** A system prompt (signed-in spec §3): its current state; every state it had is a systemPromptVersions record. */
export const systemPromptSchema = entitySchema({
  promptKey: { type: String, required: true, maxlength: 100 },
  promptName: { type: String, required: true, maxlength: PROMPT_NAME_MAX },
  promptContent: { type: String, required: true, maxlength: ASSISTANT_TEXT_MAX },
  usageContext: { type: String, required: true, enum: USAGE_CONTEXTS },
  isActive: { type: Boolean, default: false },
  version: { type: Number, default: 1, min: 1 },
  lastUpdatedBy: { type: String, default: '' },
});
systemPromptSchema.index({ promptKey: 1 }, { unique: true });
systemPromptSchema.index({ usageContext: 1, isActive: 1 });

export type SystemPromptRecord = RecordOf<typeof systemPromptSchema>;

/** One saved state of a prompt, written on creation and on every change; never updated or deleted. */
export const systemPromptVersionSchema = entitySchema({
  promptId: { type: String, required: true },
  version: { type: Number, required: true, min: 1 },
  promptName: { type: String, required: true, maxlength: PROMPT_NAME_MAX },
  promptContent: { type: String, required: true, maxlength: ASSISTANT_TEXT_MAX },
  usageContext: { type: String, required: true, enum: USAGE_CONTEXTS },
  isActive: { type: Boolean, required: true },
  updatedBy: { type: String, default: '' },
});
systemPromptVersionSchema.index({ promptId: 1, version: -1 }, { unique: true });

export type SystemPromptVersionRecord = RecordOf<typeof systemPromptVersionSchema>;
