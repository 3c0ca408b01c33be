import type { Config } from '../config';
import type { SettingsRepository } from './repository';

/** The keys the product reads, each with the value it falls back to when the admin has stored none. */
export type SettingKey = 'admin_email';

/**
 * Admin settings with their fallbacks. admin_email (where chat notifications go): the stored setting, else
 * ADMIN_NOTIFY_EMAIL, else the first admin's address. The admin console's routes write them (a later module).
 */
export class SettingsService {
  private readonly fallbacks: Record<SettingKey, string>;

  constructor(
    private readonly settings: SettingsRepository,
    config: Pick<Config, 'adminNotifyEmail' | 'admin'>,
  ) {
    this.fallbacks = { admin_email: config.adminNotifyEmail ?? config.admin.email };
  }

  async get(key: SettingKey): Promise<string> {
    const stored = (await this.settings.findByKey(key))?.settingValue.trim();
    return stored || this.fallbacks[key];
  }
}
