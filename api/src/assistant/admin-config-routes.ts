import { Router } from 'express';
import {
  createPromptBody,
  emptyObject,
  idParams,
  saveAssistantConfigBody,
  togglePromptBody,
  updatePromptBody,
} from '@lexa/common';
import { parse } from '../http/validation';
import type { AssistantConfigService } from './admin-config-service';
import type { SwitchingAssistant } from './admin-config-live';
import type { PromptService } from './prompts/service';

export interface AdminAssistantRouteDependencies {
  configs: AssistantConfigService;
  prompts: PromptService;
  live: SwitchingAssistant;
}

/** The Assistant Config and System Prompts tabs' calls (signed-in spec §7.2). Mounted in the guarded /api/admin tree. */
export function adminAssistantRoutes({ configs, prompts, live }: AdminAssistantRouteDependencies): Router {
  const router = Router();
  const author = (req: { caller?: { user: { email: string } } }) => req.caller!.user.email;

  router.get('/config', async (_req, res) => {
    res.json(await configs.list());
  });

  router.get('/config/live', async (_req, res) => {
    res.json(await live.describe());
  });

  router.post('/config', async (req, res) => {
    const entry = await configs.save(parse(saveAssistantConfigBody, req.body), author(req));
    // The provider answering from now on follows the saved key at once (and on the next call anyway).
    await live.pick();
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
    res.status(201).json({ prompt: await prompts.create(parse(createPromptBody, req.body), author(req)) });
  });

  router.put('/prompts/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ prompt: await prompts.update(id, parse(updatePromptBody, req.body), author(req)) });
  });

  router.patch('/prompts/:id/toggle', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { isActive } = parse(togglePromptBody, req.body);
    res.json({ prompt: await prompts.toggle(id, isActive, author(req)) });
  });

  router.get('/prompts/:id/versions', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ versions: await prompts.versions(id) });
  });

  return router;
}
