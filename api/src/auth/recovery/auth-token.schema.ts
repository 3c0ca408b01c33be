import { entitySchema, type RecordOf } from '../../storage/entity';

export const TOKEN_PURPOSES = ['reset', 'magic', 'set-password', 'admin-magic'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** A single-use token, stored only as its SHA-256: a copy of the store signs nobody in. */
export const authTokenSchema = entitySchema({
  userId: { type: String, required: true },
  purpose: { type: String, enum: TOKEN_PURPOSES, required: true },
  tokenHash: { type: String, required: true, match: /^[a-f0-9]{64}$/ },
  expiresAt: { type: Date, required: true },
  usedAt: { type: Date, default: null },
  /** For a staff-sent sign-in link: the admin who had it sent, recorded as the actor when it is used. */
  issuedBy: { type: String, default: null },
});
authTokenSchema.index({ tokenHash: 1 }, { unique: true });
authTokenSchema.index({ userId: 1, purpose: 1 });

export type AuthTokenRecord = RecordOf<typeof authTokenSchema>;
