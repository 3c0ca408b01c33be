/** The attorney portal and public attorney pages (signed-in spec §2.5, §3). */
import { z } from 'zod';
import { isoDate } from './fields';
import { legalRequestSchema } from './requests';

export const attorneyProfileSchema = z.object({
  displayName: z.string(),
  slug: z.string(),
  yearsExperience: z.number(),
  bio: z.string(),
  practiceAreas: z.array(z.string()),
  barJurisdictions: z.array(z.string()),
  linkedinUrl: z.string(),
  isVerified: z.boolean(),
  isPublic: z.boolean(),
});
export type AttorneyProfile = z.infer<typeof attorneyProfileSchema>;

/** What the API answers for a profile: the photo comes along for the public pages. */
export const publicAttorneyProfileSchema = attorneyProfileSchema.extend({ profilePhotoUrl: z.string() });
export type PublicAttorneyProfile = z.infer<typeof publicAttorneyProfileSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  status: z.string(),
  assignedAt: isoDate,
  request: legalRequestSchema.pick({
    id: true,
    title: true,
    description: true,
    status: true,
    priority: true,
    jurisdiction: true,
    timeline: true,
    category: true,
    contactEmail: true,
    createdAt: true,
  }),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const attorneyDashboardSchema = z.object({
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  assignments: z.array(assignmentSchema),
  profile: attorneyProfileSchema.nullable(),
});
export type AttorneyDashboard = z.infer<typeof attorneyDashboardSchema>;

/** GET /api/attorney/public/profile/{slug}. */
export const attorneySlugParams = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{2,80}$/, 'Invalid profile address'),
});
