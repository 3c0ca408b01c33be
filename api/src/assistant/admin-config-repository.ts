import type { AssistantConfigKey } from '@lexa/common';
import { DuplicateKeyError, type Storage } from '../storage/port';
import type { AssistantConfigRecord } from './admin-config.schema';

export type AssistantConfigWrite = Pick<
  AssistantConfigRecord,
  'configValue' | 'encrypted' | 'description' | 'updatedBy'
>;

export class AssistantConfigRepository {
  constructor(private readonly storage: Storage) {}

  private get entries() {
    return this.storage.collection('assistantConfig');
  }

  all() {
    return this.entries.find({});
  }

  findByKey(configKey: AssistantConfigKey) {
    return this.entries.findOne({ configKey });
  }

  /** Writes the entry, creating it on its first save (two first saves at once: the loser updates). */
  async save(configKey: AssistantConfigKey, values: AssistantConfigWrite): Promise<AssistantConfigRecord> {
    const update = () => this.entries.updateOne({ configKey }, { $set: { ...values, updatedAt: new Date() } });
    const updated = await update();
    if (updated) return updated;
    try {
      return await this.entries.insert({ configKey, ...values });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      return (await update())!;
    }
  }
}
