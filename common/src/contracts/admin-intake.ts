/** What the admin's Visitor Logs, Draft Saves and System Reports lists show (signed-in spec §3, §7.2). */
import { z } from './zod';
import { isoDate, pageFields } from './fields';
import { DRAFT_STATUSES, REPORT_TYPES, storedDraftFormSchema } from './intake';

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Where a visit's location came from: the browser's own geo lookup, or nowhere (the server has no geo database). */
export const LOCATION_SOURCES = ['reported', 'unknown'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** Signed-in spec §3 "Visitor log": one visit to the intake wizard. */
export const visitorLogSchema = z.object({
  id: z.string(),
  correlationId: z.string(),
  sessionId: z.string(),
  userId: z.nullable(z.string()),
  visitedAt: isoDate,
  ipAddress: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  browser: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  locationSource: z.enum(LOCATION_SOURCES),
  referrer: z.string(),
  landingUrl: z.string(),
  userAgent: z.string(),
});
export type VisitorLog = z.infer<typeof visitorLogSchema>;

/** GET /api/autosave/visitor-logs. */
export const visitorLogPageSchema = z.object({ visitorLogs: z.array(visitorLogSchema), ...pageFields });
export type VisitorLogPage = z.infer<typeof visitorLogPageSchema>;

/** Signed-in spec §3 "Request draft (autosave record)", as the admin's Draft Saves list shows it. */
export const adminDraftSchema = z.object({
  draftId: z.string(),
  sessionId: z.string(),
  userId: z.nullable(z.string()),
  correlationId: z.string(),
  status: z.enum(DRAFT_STATUSES),
  currentStep: z.number(),
  formData: storedDraftFormSchema,
  ipAddress: z.string(),
  lastUpdateIp: z.string(),
  createdAt: isoDate,
  lastSavedAt: isoDate,
  finalRequestId: z.nullable(z.string()),
  submissionError: z.nullable(z.string()),
});
export type AdminDraft = z.infer<typeof adminDraftSchema>;

/** GET /api/autosave/request-drafts. */
export const adminDraftPageSchema = z.object({ drafts: z.array(adminDraftSchema), ...pageFields });
export type AdminDraftPage = z.infer<typeof adminDraftPageSchema>;

/** Signed-in spec §3 "System report": something the server noticed that an admin should see. */
export const systemReportSchema = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  component: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()),
  timestamp: isoDate,
});
export type SystemReport = z.infer<typeof systemReportSchema>;

/** GET /api/autosave/system-reports. */
export const systemReportPageSchema = z.object({ reports: z.array(systemReportSchema), ...pageFields });
export type SystemReportPage = z.infer<typeof systemReportPageSchema>;
