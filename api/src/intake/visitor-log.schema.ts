import { DEVICE_TYPES, LOCATION_SOURCES } from '@lexa/common';
import { entitySchema, type RecordOf } from '../storage/entity';

/** One visit to the intake wizard (signed-in spec §3 "Visitor log"); drafts point back to it by `correlationId`. */
export const visitorLogSchema = entitySchema({
  correlationId: { type: String, required: true },
  sessionId: { type: String, required: true },
  /** The signed-in caller, if any. */
  userId: { type: String, default: null },
  visitedAt: { type: Date, default: () => new Date() },
  /** The address our server saw (behind TRUST_PROXY, the forwarded one). */
  ipAddress: { type: String, default: '' },
  /** The address the browser's geo lookup reported, kept for the record only. */
  reportedIp: { type: String, default: '', maxlength: 64 },
  deviceType: { type: String, enum: DEVICE_TYPES, required: true },
  browser: { type: String, required: true, maxlength: 50 },
  city: { type: String, default: 'Unknown', maxlength: 100 },
  country: { type: String, default: 'Unknown', maxlength: 100 },
  countryCode: { type: String, default: '', maxlength: 2 },
  locationSource: { type: String, enum: LOCATION_SOURCES, default: 'unknown' },
  referrer: { type: String, default: '', maxlength: 2000 },
  landingUrl: { type: String, default: '', maxlength: 2000 },
  userAgent: { type: String, default: '', maxlength: 500 },
});
visitorLogSchema.index({ correlationId: 1 }, { unique: true });
visitorLogSchema.index({ sessionId: 1 });
visitorLogSchema.index({ visitedAt: -1 });

export type VisitorLogRecord = RecordOf<typeof visitorLogSchema>;
