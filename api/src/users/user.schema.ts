import { entitySchema, type RecordOf } from '../storage/entity';

export const userSchema = entitySchema({
  email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
  username: { type: String, required: true, trim: true, maxlength: 100 },
  firstName: { type: String, required: true, trim: true, maxlength: 100 },
  lastName: { type: String, default: '', trim: true, maxlength: 100 },
  passwordHash: { type: String, required: true },
  isAdmin: { type: Boolean, default: false },
  isAttorney: { type: Boolean, default: false },
  isActive: { type: Boolean, default: true },
  lastLogin: { type: Date, default: null },
  signupIp: { type: String, default: '' },
  lastIp: { type: String, default: '' },
});
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ createdAt: -1 });
// The Users tab's sorts and cards (10,000 accounts: each order reads its index, never sorts in memory).
userSchema.index({ firstName: 1, lastName: 1 });
userSchema.index({ lastLogin: -1 });
userSchema.index({ isActive: 1 });
userSchema.index({ firstName: 'text', lastName: 'text', email: 'text' });

export type User = RecordOf<typeof userSchema>;
