import type { UsageContext } from '@lexa/common';
import type { Storage } from '../../storage/port';
import type { SystemPromptRecord } from './prompt.schema';

export type PromptState = Pick<SystemPromptRecord, 'promptName' | 'promptContent' | 'usageContext' | 'isActive'>;

export class PromptRepository {
  constructor(private readonly storage: Storage) {}

  private get prompts() {
    return this.storage.collection('systemPrompts');
  }

  private get versions() {
    return this.storage.collection('systemPromptVersions');
  }

  list() {
    return this.prompts.find({}, { sort: { updatedAt: -1, id: 1 } });
  }

  findById(id: string) {
    return this.prompts.findById(id);
  }

  findByKey(promptKey: string) {
    return this.prompts.findOne({ promptKey });
  }

  findActive(usageContext?: UsageContext) {
    return this.prompts.find(usageContext ? { isActive: true, usageContext } : { isActive: true });
  }

  create(prompt: PromptState & Pick<SystemPromptRecord, 'promptKey' | 'lastUpdatedBy'>) {
    return this.prompts.insert({ ...prompt, version: 1 });
  }

  /** The next version, only if nobody saved one since `version` was read (null otherwise). */
  update(id: string, version: number, state: PromptState, lastUpdatedBy: string) {
    return this.prompts.updateOne(
      { id, version },
      { $set: { ...state, lastUpdatedBy, version: version + 1, updatedAt: new Date() } },
    );
  }

  /** Keeps the state a prompt has just been given, as its version record. */
  keepVersion(prompt: SystemPromptRecord) {
    return this.versions.insert({
      promptId: prompt.id,
      version: prompt.version,
      promptName: prompt.promptName,
      promptContent: prompt.promptContent,
      usageContext: prompt.usageContext,
      isActive: prompt.isActive,
      updatedBy: prompt.lastUpdatedBy,
    });
  }

  versionsOf(promptId: string) {
    return this.versions.find({ promptId }, { sort: { version: -1 } });
  }
}
