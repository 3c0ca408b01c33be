import { entitySchema, type RecordOf } from '../../storage/entity';

/**
 * One sign-in (a password, a sign-in link, a signup, an admin signing in as someone): its id is the token's `sid`, so
 * each device can be signed out alone. An ended or expired session lets no token through.
 */
export const signInSessionSchema = entitySchema({
  userId: { type: String, required: true },
  ipAddress: { type: String, default: '', maxlength: 100 },
  userAgent: { type: String, default: '', maxlength: 500 },
  lastSeenAt: { type: Date, required: true },
  expiresAt: { type: Date, required: true },
  endedAt: { type: Date, default: null },
});
signInSessionSchema.index({ userId: 1, endedAt: 1 });

export type SignInSession = RecordOf<typeof signInSessionSchema>;
