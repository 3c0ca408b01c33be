import { Readable } from 'node:stream';
import sharp from 'sharp';
import {
  AVATAR_REFUSAL,
  AVATAR_SIZE,
  STAFF_AVATAR_PATH,
  type AdminSettingInput,
  type AdminSettings,
} from '@lexa/common';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import type { FileStore } from '../storage/port';
import type { SettingsRepository } from './repository';

/** The keys the product reads, each with the value it falls back to when the admin has stored none. */
export type SettingKey = 'admin_email';

const DESCRIPTIONS: Record<SettingKey, string> = {
  admin_email: 'Receives new chat session notices and chat transcripts',
};

/** Where the staff avatar's store id is kept (a setting no form writes: only the upload does). */
const AVATAR_KEY = 'staff_avatar';

/** The public, stable address of the staff avatar; `?v=` changes with each upload so caches pick up a new one. */

export const avatarRefusal = () =>
  new HttpError(400, 'UNSUPPORTED_FILE_TYPE', AVATAR_REFUSAL.description, [
    { path: 'avatar', message: AVATAR_REFUSAL.title },
  ]);

/**
 * Admin settings with their fallbacks. admin_email (where chat notifications go): the stored setting, else
 * ADMIN_NOTIFY_EMAIL, else the first admin's address. And the staff avatar shown on staff messages.
 */
export class SettingsService {
  private readonly fallbacks: Record<SettingKey, string>;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly store: FileStore,
    config: Pick<Config, 'adminNotifyEmail' | 'admin'>,
  ) {
    this.fallbacks = { admin_email: config.adminNotifyEmail ?? config.admin.email };
  }

  async get(key: SettingKey): Promise<string> {
    const stored = (await this.settings.findByKey(key))?.settingValue.trim();
    return stored || this.fallbacks[key];
  }

  /** The Settings tab: each setting's effective value, and the avatar's URL. */
  async list(): Promise<AdminSettings> {
    const record = await this.settings.findByKey('admin_email');
    return {
      settings: [
        {
          settingKey: 'admin_email',
          settingValue: await this.get('admin_email'),
          description: record?.description || DESCRIPTIONS.admin_email,
          updatedAt: record ? record.updatedAt.toISOString() : null,
        },
      ],
      avatarUrl: await this.avatarUrl(),
    };
  }

  async put({ key, value, description }: AdminSettingInput): Promise<void> {
    await this.settings.put(key, value, description);
  }

  /** The staff avatar's URL, or null while none was uploaded (message views then show initials). */
  async avatarUrl(): Promise<string | null> {
    const record = await this.settings.findByKey(AVATAR_KEY);
    return record?.settingValue ? `${STAFF_AVATAR_PATH}?v=${record.updatedAt.getTime()}` : null;
  }

  /**
   * A new staff avatar: decoded (anything that is not an image is refused), turned upright, cropped to a square of
   * AVATAR_SIZE and re-encoded as WebP, which writes no EXIF, GPS or other metadata. The previous one is removed.
   */
  async replaceAvatar(bytes: Buffer): Promise<string> {
    let image: Buffer;
    try {
      image = await sharp(bytes, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw avatarRefusal();
    }
    const previous = (await this.settings.findByKey(AVATAR_KEY))?.settingValue;
    const saved = await this.store.save(Readable.from([image]), { filename: 'avatar.webp', contentType: 'image/webp' });
    await this.settings.put(AVATAR_KEY, saved.id, 'The staff avatar on staff messages');
    if (previous) await this.store.remove(previous);
    return (await this.avatarUrl())!;
  }

  /** The stored avatar's bytes and their id (its ETag), or null. */
  async openAvatar() {
    const storageId = (await this.settings.findByKey(AVATAR_KEY))?.settingValue;
    const content = storageId ? await this.store.open(storageId) : null;
    return storageId && content ? { storageId, content } : null;
  }
}
