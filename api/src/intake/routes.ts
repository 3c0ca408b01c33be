import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/guards';
import { geoDataField, sessionIdField } from '../chat/visitor-fields';
import type { Config } from '../config';
import { rateLimiter } from '../http/rate-limit';
import { fields, parse } from '../http/validation';
import type { SystemReports } from '../platform/system-reports/system-reports';
import { draftFormSchema } from './draft-form';
import { DRAFT_STATUSES } from './request-draft.schema';
import type { IntakeService, Requester } from './service';
import { REPORT_TYPES } from './system-report.schema';

const currentStep = z.number().int().min(1).max(6);

const logVisitBody = z.strictObject({
  sessionId: sessionIdField,
  referrer: z.string().max(2000).default(''),
  landingUrl: z.string().max(2000).default(''),
  geoData: geoDataField,
});
const sessionQuery = z.strictObject({ sessionId: sessionIdField });
const createDraftBody = z.strictObject({
  sessionId: sessionIdField,
  correlationId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid correlation id'),
  currentStep,
  formData: draftFormSchema,
});
const updateDraftBody = z.strictObject({ sessionId: sessionIdField, currentStep, formData: draftFormSchema });
const submitDraftBody = z.discriminatedUnion('success', [
  z.strictObject({ sessionId: sessionIdField, success: z.literal(true), requestId: fields.id }),
  z.strictObject({ sessionId: sessionIdField, success: z.literal(false), error: z.string().trim().min(1, 'Error is required').max(2000) }),
]);
const draftParams = z.strictObject({ draftId: fields.id });

const pagingQuery = z.strictObject({ page: fields.page, pageSize: fields.pageSize });
const draftListQuery = pagingQuery.extend({ status: z.enum(['all', ...DRAFT_STATUSES]).default('all') });
const reportListQuery = pagingQuery.extend({ type: z.enum(['all', ...REPORT_TYPES]).default('all') });

const analyzeBody = z.strictObject({
  input: z.string().trim().min(1, 'Please describe your legal need').max(5000, 'Please keep it under 5000 characters'),
});

/** Any signed-in caller owns what they create here; identity comes from the token only. */
const requester = (req: Request): Requester => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
  userId: req.caller?.user.id ?? null,
});

const TOO_MANY = 'Too many requests. Please try again in a few minutes.';

/** Mounted under /api/autosave: the wizard's visit log and drafts (public), and the admin's reads of them. */
export function autosaveRoutes(intake: IntakeService, reports: SystemReports, limits: Config['intakeRateLimits']): Router {
  const router = Router();
  const visitLimit = rateLimiter(limits.visitsPerIp, TOO_MANY);
  // Create, update and submit share one budget: an autosave every two seconds fits it with room to spare.
  const draftLimit = rateLimiter(limits.draftWritesPerIp, TOO_MANY);
  const admin = requireRole('admin');

  router.post('/log-visit', visitLimit, async (req, res) => {
    res.status(201).json(await intake.logVisit(parse(logVisitBody, req.body), requester(req)));
  });

  router.get('/get-active-draft', async (req, res) => {
    res.json(await intake.activeDraft(parse(sessionQuery, req.query).sessionId, requester(req)));
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
    res.json(await intake.submitDraft(draftId, parse(submitDraftBody, req.body), requester(req)));
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
    res.json(await intake.analyze(parse(analyzeBody, req.body).input));
  });

  return router;
}
