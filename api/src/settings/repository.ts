import type { Storage } from '../storage/port';
import { DuplicateKeyError } from '../storage/port';

export class SettingsRepository {
  constructor(private readonly storage: Storage) {}

  private get settings() {
    return this.storage.collection('settings');
  }

  findByKey(settingKey: string) {
    return this.settings.findOne({ settingKey });
  }

  /** Writes one key's value, creating it on first use (two first writes at once: the loser updates). */
  async put(settingKey: string, settingValue: string, description?: string) {
    const changes = { settingValue, ...(description !== undefined ? { description } : {}) };
    const updated = await this.settings.updateOne({ settingKey }, { $set: changes });
    if (updated) return updated;
    try {
      return await this.settings.insert({ settingKey, ...changes });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      return (await this.settings.updateOne({ settingKey }, { $set: changes }))!;
    }
  }
}
