import { entitySchema, type RecordOf } from '../storage/entity';

export const attorneyProfileSchema = entitySchema({
  userId: { type: String, required: true },
  displayName: { type: String, required: true, trim: true, maxlength: 120 },
  slug: { type: String, required: true, lowercase: true, match: /^[a-z0-9-]{2,80}$/ },
  yearsExperience: { type: Number, default: 0, min: 0, max: 80 },
  bio: { type: String, default: '', maxlength: 5000 },
  practiceAreas: { type: [String], default: [] },
  barJurisdictions: { type: [String], default: [] },
  linkedinUrl: { type: String, default: '' },
  calendlyLink: { type: String, default: '' },
  videoIntroUrl: { type: String, default: '' },
  profilePhotoUrl: { type: String, default: '' },
  /** The file-store id of the current photo: the only stored file the public photo address serves. */
  profilePhotoId: { type: String, default: '' },
  isVerified: { type: Boolean, default: false },
  isPublic: { type: Boolean, default: false },
});
attorneyProfileSchema.index({ userId: 1 }, { unique: true });
attorneyProfileSchema.index({ slug: 1 }, { unique: true });
attorneyProfileSchema.index({ isPublic: 1, displayName: 1 });
attorneyProfileSchema.index({ profilePhotoId: 1 });

export type AttorneyProfileRecord = RecordOf<typeof attorneyProfileSchema>;

export const assignmentSchema = entitySchema({
  attorneyId: { type: String, required: true },
  requestId: { type: String, required: true },
  status: { type: String, enum: ['active', 'completed', 'withdrawn'], default: 'active' },
  assignedAt: { type: Date, default: () => new Date() },
});
assignmentSchema.index({ attorneyId: 1, assignedAt: -1 });
assignmentSchema.index({ requestId: 1 });

export type AssignmentRecord = RecordOf<typeof assignmentSchema>;
