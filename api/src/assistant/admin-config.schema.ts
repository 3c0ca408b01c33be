import { ASSISTANT_CONFIG_KEYS } from '@lexa/common';
import { entitySchema, type RecordOf } from '../storage/entity';

/**
 * One of the admin's four assistant settings (signed-in spec §3 "Assistant config entries"). The API key is stored
 * encrypted (`encrypted`: AES-256-GCM, see admin-config-crypto.ts), so its value is longer than the text it holds.
 */
export const assistantConfigSchema = entitySchema({
  configKey: { type: String, required: true, enum: ASSISTANT_CONFIG_KEYS },
  configValue: { type: String, default: '', maxlength: 40_000 },
  encrypted: { type: Boolean, default: false },
  description: { type: String, default: '', maxlength: 500 },
  updatedBy: { type: String, default: '' },
});
assistantConfigSchema.index({ configKey: 1 }, { unique: true });

export type AssistantConfigRecord = RecordOf<typeof assistantConfigSchema>;
