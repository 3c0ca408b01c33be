import { Router, type Request } from 'express';
import {
  createDraftBody,
  draftListQuery,
  draftOutcomeBody,
  draftParams,
  draftSessionQuery,
  legalNeedBody,
  pagingQuery,
  reportListQuery,
  updateDraftBody,
  visitLogBody,
} from '@lexa/common';
import { requireRole } from '../auth/guards';
import type { Config } from '../config';
import { rateLimiter } from '../http/rate-limit';
import { parse } from '../http/validation';
import type { SystemReports } from '../platform/system-reports/system-reports';
import type { IntakeService, Requester } from './service';

/** Any signed-in caller owns what they create here; identity comes from the token only. */
const requester = (req: Request): Requester => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
  userId: req.caller?.user.id ?? null,
});

const TOO_MANY = 'Too many requests. Please try again in a few minutes.';

/** Mounted under /api/autosave: the wizard's visit log and drafts (public), and the admin's reads of them. */
export function autosaveRoutes(
  intake: IntakeService,
  reports: SystemReports,
  limits: Config['intakeRateLimits'],
): Router {
  const router = Router();
  const visitLimit = rateLimiter(limits.visitsPerIp, TOO_MANY);
  // Create, update and submit share one budget: an autosave every two seconds fits it with room to spare.
  const draftLimit = rateLimiter(limits.draftWritesPerIp, TOO_MANY);
  const admin = requireRole('admin');

  router.post('/log-visit', visitLimit, async (req, res) => {
    res.status(201).json(await intake.logVisit(parse(visitLogBody, req.body), requester(req)));
  });

  router.get('/get-active-draft', async (req, res) => {
    res.json(await intake.activeDraft(parse(draftSessionQuery, req.query).sessionId, requester(req)));
  });

  router.post('/create-draft', draftLimit, async (req, res) => {
    res.status(201).json(await intake.createDraft(parse(createDraftBody, req.body), requester(req)));
  });

  router.put('/update-draft/:draftId', draftLimit, async (req, res) => {
    const { draftId } = parse(draftParams, req.params);
    res.json(await intake.updateDraft(draftId, parse(updateDraftBody, req.body), requester(req)));
  });

  router.post('/submit-draft/:draftId', draftLimit, async (req, res) => {
    const { draftId } = parse(draftParams, req.params);
    res.json(await intake.submitDraft(draftId, parse(draftOutcomeBody, req.body), requester(req)));
  });

  router.get('/visitor-logs', admin, async (req, res) => {
    res.json(await intake.listVisits(parse(pagingQuery, req.query)));
  });

  router.get('/request-drafts', admin, async (req, res) => {
    const { status, ...paging } = parse(draftListQuery, req.query);
    res.json(await intake.listDrafts(status, paging));
  });

  router.get('/system-reports', admin, async (req, res) => {
    const { type, ...paging } = parse(reportListQuery, req.query);
    res.json(await reports.list(type, paging));
  });

  return router;
}

/** Mounted under /api/ai: the wizard's analysis of the visitor's first description. Public; nothing is stored. */
export function aiRoutes(intake: IntakeService, limits: Config['intakeRateLimits']): Router {
  const router = Router();
  const analyzeLimit = rateLimiter(limits.analyzePerIp, TOO_MANY);

  router.post('/analyze-legal-need', analyzeLimit, async (req, res) => {
    res.json(await intake.analyze(parse(legalNeedBody, req.body).input));
  });

  return router;
}
