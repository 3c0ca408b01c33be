import { Router, type Request } from 'express';
import {
  createPromptBody,
  emptyObject,
  idParams,
  saveAssistantConfigBody,
  togglePromptBody,
  updatePromptBody,
} from '@lexa/common';
import type { SystemPrompt } from '@lexa/common';
import { changesBetween, type AuditTrail } from '../audit/service';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import type { AssistantConfigService } from './admin-config-service';
import type { SwitchingAssistant } from './admin-config-live';
import type { PromptService } from './prompts/service';

export interface AdminAssistantRouteDependencies {
  configs: AssistantConfigService;
  prompts: PromptService;
  live: SwitchingAssistant;
  audit: Pick<AuditTrail, 'record'>;
}

/** A prompt's change for the trail: its fields from/to, the (long) content only as "changed". */
const promptChanges = (before: SystemPrompt, after: SystemPrompt) => ({
  ...changesBetween(before, after, ['promptName', 'usageContext', 'isActive', 'version']),
  ...(before.promptContent === after.promptContent ? {} : { promptContent: 'changed' }),
});

/** The Assistant Config and System Prompts tabs' calls (signed-in spec §7.2). Mounted in the guarded /api/admin tree. */
export function adminAssistantRoutes({ configs, prompts, live, audit }: AdminAssistantRouteDependencies): Router {
  const router = Router();
  const author = (req: { caller?: { user: { email: string } } }) => req.caller!.user.email;
  const current = async (id: string) => (await prompts.list()).find((prompt) => prompt.id === id);

  /** A prompt changed by `change` (update or toggle), recorded when it made a new version. */
  const changePrompt = async (req: Request, id: string, change: () => Promise<SystemPrompt>) => {
    const before = await current(id);
    const after = await change();
    if (before && after.version !== before.version)
      await audit.record(callerOf(req), {
        action: 'prompt.changed',
        targetType: 'prompt',
        targetId: id,
        changes: promptChanges(before, after),
      });
    return after;
  };

  router.get('/config', async (_req, res) => {
    res.json(await configs.list());
  });

  router.get('/config/live', async (_req, res) => {
    res.json(await live.describe());
  });

  router.post('/config', async (req, res) => {
    const input = parse(saveAssistantConfigBody, req.body);
    const before = (await configs.list()).entries.find((entry) => entry.configKey === input.configKey);
    const entry = await configs.save(input, author(req));
    // The provider answering from now on follows the saved key at once (and on the next call anyway).
    await live.pick();
    // The trail keeps the key's name only (its value is a secret: see AuditTrail), other values from/to.
    await audit.record(callerOf(req), {
      action: 'config.changed',
      targetType: 'config',
      targetId: input.configKey,
      changes: { [input.configKey]: { from: before?.configValue ?? '', to: entry.configValue } },
    });
    res.json({ entry });
  });

  router.post('/config/test', async (req, res) => {
    parse(emptyObject, req.body);
    res.json(await live.test());
  });

  router.get('/prompts', async (_req, res) => {
    res.json({ prompts: await prompts.list() });
  });

  router.post('/prompts', async (req, res) => {
    const prompt = await prompts.create(parse(createPromptBody, req.body), author(req));
    await audit.record(callerOf(req), {
      action: 'prompt.created',
      targetType: 'prompt',
      targetId: prompt.id,
      changes: { promptName: prompt.promptName, usageContext: prompt.usageContext, isActive: prompt.isActive },
    });
    res.status(201).json({ prompt });
  });

  router.put('/prompts/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const input = parse(updatePromptBody, req.body);
    res.json({ prompt: await changePrompt(req, id, () => prompts.update(id, input, author(req))) });
  });

  router.patch('/prompts/:id/toggle', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { isActive } = parse(togglePromptBody, req.body);
    res.json({ prompt: await changePrompt(req, id, () => prompts.toggle(id, isActive, author(req))) });
  });

  router.get('/prompts/:id/versions', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ versions: await prompts.versions(id) });
  });

  return router;
}
