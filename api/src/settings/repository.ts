import type { Storage } from '../storage/port';

export class SettingsRepository {
  constructor(private readonly storage: Storage) {}

  findByKey(settingKey: string) {
    return this.storage.collection('settings').findOne({ settingKey });
  }
}
