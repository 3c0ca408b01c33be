import { entitySchema, type RecordOf } from '../storage/entity';

/** An admin setting (signed-in spec §3 "Admin setting"): one value per key, e.g. admin_email. */
export const settingSchema = entitySchema({
  settingKey: { type: String, required: true, trim: true, maxlength: 100 },
  settingValue: { type: String, default: '', maxlength: 5000 },
  description: { type: String, default: '', maxlength: 500 },
});
settingSchema.index({ settingKey: 1 }, { unique: true });

export type SettingRecord = RecordOf<typeof settingSchema>;
