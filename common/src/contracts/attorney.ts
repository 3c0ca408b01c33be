/** The attorney portal and public attorney pages (signed-in spec §2.5, §3). */
import { z } from './zod';
import { fields, isoDate, pageFields } from './fields';
import { legalRequestSchema } from './requests';

export const attorneyProfileSchema = z.object({
  displayName: z.string(),
  slug: z.string(),
  yearsExperience: z.number(),
  bio: z.string(),
  practiceAreas: z.array(z.string()),
  barJurisdictions: z.array(z.string()),
  linkedinUrl: z.string(),
  /** The booking page (Book Consultation); '' for none. */
  calendlyLink: z.string(),
  /** A YouTube or Vimeo address; '' for none. */
  videoIntroUrl: z.string(),
  isVerified: z.boolean(),
  isPublic: z.boolean(),
  profilePhotoUrl: z.string(),
});
export type AttorneyProfile = z.infer<typeof attorneyProfileSchema>;

/** A client review as visitors read it on the profile: no request, no client. */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: isoDate,
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** What the public pages show: the profile, the attorney's name, and figures from their reviews and replies. */
export const publicAttorneyProfileSchema = z.extend(attorneyProfileSchema, {
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  /** The mean of visible client reviews (1–5), null before the first. */
  overallRating: z.nullable(z.number()),
  totalReviews: z.number(),
  /** The newest visible reviews (hidden ones never leave the server). */
  reviews: z.array(publicReviewSchema),
  /** Minutes, the mean delay of the attorney's replies to clients on assigned requests; null before the first. */
  averageResponseTime: z.nullable(z.number()),
});
export type PublicAttorneyProfile = z.infer<typeof publicAttorneyProfileSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  status: z.string(),
  assignedAt: isoDate,
  request: z.pick(legalRequestSchema, {
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
  profile: z.nullable(attorneyProfileSchema),
});
export type AttorneyDashboard = z.infer<typeof attorneyDashboardSchema>;

/** Path words under /attorney/ that are screens, so no profile may take them as its address. */
export const RESERVED_SLUGS = [
  'login',
  'dashboard',
  'profile',
  'requests',
  'notifications',
  'public',
  'create',
  'edit',
];

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])$/;

/** A profile address: lower-case letters, digits and inner hyphens, 2–80 characters, no screen name. */
export const slugField = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.regex(SLUG_PATTERN, 'Use 2–80 lower-case letters, digits and hyphens (not at the start or end)'),
  z.refine((slug) => !RESERVED_SLUGS.includes(slug), 'This address is reserved; please choose another'),
);

/** GET /api/attorney/public/profile/{slug}. */
export const attorneySlugParams = z.strictObject({
  slug: z.string().check(z.regex(/^[a-z0-9-]{2,80}$/, 'Invalid profile address')),
});

/** GET /api/attorney/profile/slug-available?slug= */
export const slugAvailabilityQuery = z.strictObject({ slug: z.string().check(z.maxLength(200)) });
/** `reason` says why it cannot be used (the form shows it as typed). */
export const slugAvailabilitySchema = z.object({ available: z.boolean(), reason: z.string() });
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;

/** The only hosts whose embeds the page frames (the CSP's frame-src allows exactly these players). */
const VIDEO_EMBEDS: { hosts: string[]; id: (url: URL) => string | undefined; embed: (id: string) => string }[] = [
  {
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'],
    id: (url) =>
      url.pathname === '/watch'
        ? (url.searchParams.get('v') ?? undefined)
        : /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1],
    embed: (id) => `https://www.youtube.com/embed/${id}`,
  },
  {
    hosts: ['youtu.be'],
    id: (url) => /^\/([^/]+)$/.exec(url.pathname)?.[1],
    embed: (id) => `https://www.youtube.com/embed/${id}`,
  },
  {
    hosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    id: (url) => /^\/(?:video\/)?(\d+)$/.exec(url.pathname)?.[1],
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
];

/** The player address for a YouTube or Vimeo link, or null for anything else (other hosts, non-web schemes). */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = VIDEO_EMBEDS.find((candidate) => candidate.hosts.includes(url.hostname.toLowerCase()));
  const id = host?.id(url);
  return host && id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? host.embed(id) : null;
}

const isHttpUrl = (address: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(address).protocol);
  } catch {
    return false;
  }
};

/** A web address that may be left empty, `isValid` deciding what else passes. */
const optionalAddress = (isValid: (address: string) => boolean, message: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(500),
    z.refine((address) => address === '' || isValid(address), message),
  );

const listOfNames = (max: number) =>
  z.pipe(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))).check(z.maxLength(max)),
    z.transform((names: string[]) => [...new Set(names)]),
  );

/** PUT /api/attorney/profile: what the attorney may set. isVerified is staff's alone and is not read from it. */
export const attorneyProfileInput = z.object({
  displayName: z.string().check(z.trim(), z.minLength(2, 'Please enter your display name'), z.maxLength(120)),
  slug: slugField,
  yearsExperience: z.number().check(z.int(), z.gte(0), z.lte(80)),
  bio: z.string().check(z.trim(), z.maxLength(5000)),
  practiceAreas: listOfNames(20),
  barJurisdictions: listOfNames(60),
  linkedinUrl: optionalAddress(isHttpUrl, 'Please enter a LinkedIn address starting with http:// or https://'),
  calendlyLink: optionalAddress(isHttpUrl, 'Please enter a booking link starting with http:// or https://'),
  videoIntroUrl: optionalAddress(
    (address) => videoEmbedUrl(address) !== null,
    'Please enter a YouTube or Vimeo video address',
  ),
  isPublic: z.boolean(),
});
export type AttorneyProfileInput = z.infer<typeof attorneyProfileInput>;

/** GET /api/attorney/public/profiles */
export const attorneyDirectoryQuery = z.strictObject({
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  practiceArea: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  state: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  page: fields.page,
});
export type AttorneyDirectoryQuery = z.infer<typeof attorneyDirectoryQuery>;

/** One card of the directory, with the attorney's rating from visible reviews. */
export const attorneyDirectoryEntrySchema = z.pick(publicAttorneyProfileSchema, {
  displayName: true,
  slug: true,
  yearsExperience: true,
  bio: true,
  practiceAreas: true,
  barJurisdictions: true,
  isVerified: true,
  profilePhotoUrl: true,
  overallRating: true,
  totalReviews: true,
});
export type AttorneyDirectoryEntry = z.infer<typeof attorneyDirectoryEntrySchema>;
export const attorneyDirectoryPageSchema = z.object({
  profiles: z.array(attorneyDirectoryEntrySchema),
  ...pageFields,
});
export type AttorneyDirectoryPage = z.infer<typeof attorneyDirectoryPageSchema>;

/** POST /api/client/requests/{id}/review */
export const reviewInput = z.strictObject({
  rating: z.number().check(z.int(), z.gte(1, 'Please choose 1 to 5 stars'), z.lte(5, 'Please choose 1 to 5 stars')),
  comment: z.string().check(z.trim(), z.maxLength(2000)),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  rating: z.number(),
  comment: z.string(),
  hidden: z.boolean(),
  createdAt: isoDate,
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/client/requests/{id}/review: whether the client may rate it now, and their review once left. */
export const requestReviewStateSchema = z.object({ canReview: z.boolean(), review: z.nullable(reviewSchema) });
export type RequestReviewState = z.infer<typeof requestReviewStateSchema>;

/** PATCH /api/admin/reviews/{id} */
export const reviewVisibilityInput = z.strictObject({ hidden: z.boolean() });
export type ReviewVisibilityInput = z.infer<typeof reviewVisibilityInput>;

/** GET /api/admin/attorneys/{id}/reviews: every review naming the attorney, hidden ones too, newest first. */
export const reviewListSchema = z.object({ reviews: z.array(reviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;
