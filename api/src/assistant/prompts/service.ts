import {
  USAGE_CONTEXT_LABELS,
  type CreatePromptInput,
  type SystemPrompt,
  type SystemPromptVersion,
  type UpdatePromptInput,
  type UsageContext,
} from '@lexa/common';
import { HttpError, notFound } from '../../http/errors';
import { DuplicateKeyError } from '../../storage/port';
import { BUILT_IN_AUTHOR, BUILT_IN_PROMPTS } from './built-in-prompts';
import type { SystemPromptRecord, SystemPromptVersionRecord } from './prompt.schema';
import type { PromptRepository, PromptState } from './repository';

const toPrompt = (record: SystemPromptRecord): SystemPrompt => ({
  id: record.id,
  promptKey: record.promptKey,
  promptName: record.promptName,
  promptContent: record.promptContent,
  usageContext: record.usageContext,
  isActive: record.isActive,
  version: record.version,
  lastUpdatedBy: record.lastUpdatedBy,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

const toVersion = (record: SystemPromptVersionRecord): SystemPromptVersion => ({
  promptId: record.promptId,
  version: record.version,
  promptName: record.promptName,
  promptContent: record.promptContent,
  usageContext: record.usageContext,
  isActive: record.isActive,
  updatedBy: record.updatedBy,
  updatedAt: record.createdAt.toISOString(),
});

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'prompt';

const sameState = (a: PromptState, b: PromptState) =>
  a.promptName === b.promptName &&
  a.promptContent === b.promptContent &&
  a.usageContext === b.usageContext &&
  a.isActive === b.isActive;

/**
 * The admin's system prompts. At most one prompt is active per usage context (the one the assistant uses there), every
 * change is a new version by its author, and every version is kept.
 */
export class PromptService {
  constructor(private readonly prompts: PromptRepository) {}

  async list(): Promise<SystemPrompt[]> {
    return (await this.prompts.list()).map(toPrompt);
  }

  async create(input: CreatePromptInput & { isActive: boolean }, author: string): Promise<SystemPrompt> {
    if (input.isActive) await this.assertNoOtherActive(input.usageContext);
    const state = { ...input, promptName: input.promptName.trim() };
    let created: SystemPromptRecord | null = null;
    // A derived key takes the first free "-2", "-3"…; a key the admin chose must be free.
    for (let attempt = 1; !created; attempt++) {
      const promptKey =
        input.promptKey ?? (attempt === 1 ? slug(state.promptName) : `${slug(state.promptName)}-${attempt}`);
      try {
        created = await this.prompts.create({
          promptKey,
          promptName: state.promptName,
          promptContent: state.promptContent,
          usageContext: state.usageContext,
          isActive: state.isActive,
          lastUpdatedBy: author,
        });
      } catch (error) {
        if (!(error instanceof DuplicateKeyError) || input.promptKey || attempt >= 50)
          throw error instanceof DuplicateKeyError
            ? new HttpError(409, 'CONFLICT', `A prompt with the key "${promptKey}" already exists`)
            : error;
      }
    }
    await this.prompts.keepVersion(created);
    return toPrompt(created);
  }

  update(id: string, input: UpdatePromptInput, author: string): Promise<SystemPrompt> {
    return this.change(id, () => ({ ...input, promptName: input.promptName.trim() }), author);
  }

  toggle(id: string, isActive: boolean, author: string): Promise<SystemPrompt> {
    return this.change(id, (current) => ({ ...current, isActive }), author);
  }

  async versions(id: string): Promise<SystemPromptVersion[]> {
    if (!(await this.prompts.findById(id))) throw notFound('Prompt');
    return (await this.prompts.versionsOf(id)).map(toVersion);
  }

  /**
   * Adds the built-in prompts the store lacks (first start; idempotent, by key): each active unless the admin already
   * has an active prompt for its usage context. A built-in the admin edited or switched off stays as it is.
   */
  async seedBuiltIns(): Promise<void> {
    for (const builtIn of BUILT_IN_PROMPTS) {
      if (await this.prompts.findByKey(builtIn.promptKey)) continue;
      const isActive = (await this.prompts.findActive(builtIn.usageContext)).length === 0;
      try {
        await this.prompts.keepVersion(
          await this.prompts.create({ ...builtIn, isActive, lastUpdatedBy: BUILT_IN_AUTHOR }),
        );
      } catch (error) {
        // Another instance starting at the same moment seeded it first.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    }
  }

  /** The active prompt of each usage context (what the assistant uses). */
  async active(): Promise<Partial<Record<UsageContext, SystemPromptRecord>>> {
    const active: Partial<Record<UsageContext, SystemPromptRecord>> = {};
    for (const prompt of await this.prompts.findActive()) active[prompt.usageContext] ??= prompt;
    return active;
  }

  /** A new version when something changed; the same prompt otherwise (saving twice is not a change). */
  private async change(id: string, next: (current: PromptState) => PromptState, author: string) {
    const current = await this.prompts.findById(id);
    if (!current) throw notFound('Prompt');
    const state = next(current);
    if (sameState(current, state)) return toPrompt(current);
    if (state.isActive) await this.assertNoOtherActive(state.usageContext, id);
    const updated = await this.prompts.update(id, current.version, state, author);
    if (!updated) throw new HttpError(409, 'CONFLICT', 'This prompt was changed meanwhile. Reload it and try again.');
    await this.prompts.keepVersion(updated);
    return toPrompt(updated);
  }

  private async assertNoOtherActive(usageContext: UsageContext, exceptId?: string) {
    const other = (await this.prompts.findActive(usageContext)).find((prompt) => prompt.id !== exceptId);
    if (other)
      throw new HttpError(
        409,
        'CONFLICT',
        `"${other.promptName}" is already active for ${USAGE_CONTEXT_LABELS[usageContext]}. Deactivate it first.`,
      );
  }
}
