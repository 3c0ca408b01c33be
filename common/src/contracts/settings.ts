/** Admin settings (signed-in spec §3 "Admin setting", §2.4 Settings tab). */
import { z } from './zod';
import { fields, isoDate } from './fields';

/** The keys an admin may write; admin_email receives new-chat notices and chat transcripts. */
export const ADMIN_SETTING_KEYS = ['admin_email'] as const;
export type AdminSettingKey = (typeof ADMIN_SETTING_KEYS)[number];

export const adminSettingSchema = z.object({
  settingKey: z.string(),
  settingValue: z.string(),
  description: z.string(),
  updatedAt: z.nullable(isoDate),
});
export type AdminSetting = z.infer<typeof adminSettingSchema>;

/** GET /api/admin/settings: every readable setting (its effective value), and the staff avatar's URL or null. */
export const adminSettingsSchema = z.object({
  settings: z.array(adminSettingSchema),
  avatarUrl: z.nullable(z.string()),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** POST /api/admin/settings: each key's value is checked by its own rule. */
export const adminSettingBody = z.strictObject({
  key: z.literal('admin_email'),
  value: fields.email,
  description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type AdminSettingInput = z.input<typeof adminSettingBody>;

/** Signed-in spec §5: avatars are image files only. */
export const AVATAR_REFUSAL = { title: 'Invalid file type', description: 'Please select an image file' } as const;
/** The longest side of the stored avatar, in pixels. */
export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/** The placeholder shown until the admin e-mail loads (spec §2.4 "a fixed placeholder address"). */
export const ADMIN_EMAIL_PLACEHOLDER = 'admin@example.com';

/** The staff avatar, public: the face on staff messages (a 404 while none was uploaded). */
export const STAFF_AVATAR_PATH = '/api/settings/avatar';

/** GET /api/settings/avatar: `v` only busts caches (it changes with each upload). */
export const avatarQuery = z.strictObject({
  v: z.optional(z.string().check(z.regex(/^\d{1,20}$/))),
});
