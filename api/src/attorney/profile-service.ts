import {
  attorneyDirectoryEntrySchema,
  attorneyProfileSchema,
  publicAttorneyProfileSchema,
  slugField,
  type AttorneyDirectoryPage,
  type AttorneyDirectoryQuery,
  type AttorneyProfile,
  type AttorneyProfileInput,
  type PublicAttorneyProfile,
  type SlugAvailability,
} from '@lexa/common';
import type { Readable } from 'node:stream';
import { HttpError, notFound } from '../http/errors';
import type { ReceivedFile } from '../platform/files/uploads';
import { DuplicateKeyError, type FileStore } from '../storage/port';
import type { ReviewService } from '../reviews/service';
import type { User } from '../users/user.schema';
import type { AttorneyProfileRepository } from './profile-repository';
import { storeResizedPhoto } from './profile-photo';
import type { AssignmentRecord } from './attorney.schema';
import type { ResponseTimes } from './response-time';

export const DIRECTORY_PAGE_SIZE = 12;

/** The public address of a stored photo; a new upload gets a new one, so it may be cached for good. */
export const photoUrl = (photoId: string) => `/api/attorney/public/photos/${photoId}`;

const slugTaken = (slug: string) =>
  new HttpError(409, 'CONFLICT', `The profile address "${slug}" is already taken. Please choose another.`);

export interface AttorneyProfileDependencies {
  profiles: AttorneyProfileRepository;
  store: FileStore;
  responseTimes: ResponseTimes;
  users: { findById(id: string): Promise<User | null> };
  assignments: { assignmentsFor(attorneyId: string): Promise<AssignmentRecord[]> };
  ratings: Pick<ReviewService, 'ratingFor' | 'profileReviews'>;
}

export class AttorneyProfileService {
  constructor(private readonly deps: AttorneyProfileDependencies) {}

  async own(attorney: User): Promise<AttorneyProfile | null> {
    const profile = await this.deps.profiles.findByUser(attorney.id);
    return profile ? attorneyProfileSchema.parse(profile) : null;
  }

  /** Creates or replaces the attorney's own profile; isVerified and the photo are left as they are. */
  async save(attorney: User, input: AttorneyProfileInput): Promise<AttorneyProfile> {
    const holder = await this.deps.profiles.findBySlug(input.slug);
    if (holder && holder.userId !== attorney.id) throw slugTaken(input.slug);
    try {
      return attorneyProfileSchema.parse(await this.deps.profiles.save(attorney.id, input));
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw slugTaken(input.slug);
      throw error;
    }
  }

  /** Checked as the attorney types: the same rules as saving, and free unless another attorney holds it. */
  async slugAvailability(attorney: User, slug: string): Promise<SlugAvailability> {
    const parsed = slugField.safeParse(slug);
    if (!parsed.success) return { available: false, reason: parsed.error.issues[0]!.message };
    const holder = await this.deps.profiles.findBySlug(parsed.data);
    if (holder && holder.userId !== attorney.id) return { available: false, reason: 'This address is already taken' };
    return { available: true, reason: '' };
  }

  /** Stores the resized copy of an accepted upload as the profile photo; the upload and any older photo go. */
  async replacePhoto(attorney: User, upload: ReceivedFile): Promise<string> {
    const { store, profiles } = this.deps;
    try {
      const profile = await profiles.findByUser(attorney.id);
      if (!profile) throw new HttpError(409, 'CONFLICT', 'Save your profile before adding a photo');
      const original = await store.open(upload.storageId);
      if (!original) throw new Error('an accepted upload is missing from the file store');
      const photoId = await storeResizedPhoto(store, original);
      const url = photoUrl(photoId);
      await profiles.setPhoto(attorney.id, photoId, url);
      if (profile.profilePhotoId) await store.remove(profile.profilePhotoId);
      return url;
    } finally {
      await store.remove(upload.storageId);
    }
  }

  /** Only a file some profile shows as its photo is served; nothing else in the store is reachable this way. */
  async photo(photoId: string): Promise<Readable> {
    const profile = await this.deps.profiles.findByPhoto(photoId);
    const content = profile && (await this.deps.store.open(photoId));
    if (!content) throw notFound('Photo');
    return content;
  }

  /** Both public pages: private profiles answer 404 as if they did not exist. */
  async publicProfile(slug: string): Promise<PublicAttorneyProfile> {
    const profile = await this.deps.profiles.findPublic(slug);
    const user = profile && (await this.deps.users.findById(profile.userId));
    if (!profile || !user) throw notFound('Attorney profile');
    const [rating, assignments] = await Promise.all([
      this.deps.ratings.profileReviews(user.id),
      this.deps.assignments.assignmentsFor(user.id),
    ]);
    const averageResponseTime = await this.deps.responseTimes.averageMinutes(user.id, assignments);
    return publicAttorneyProfileSchema.parse({
      ...profile,
      user: { firstName: user.firstName, lastName: user.lastName },
      ...rating,
      averageResponseTime,
    });
  }

  async directory({ page, ...filter }: AttorneyDirectoryQuery): Promise<AttorneyDirectoryPage> {
    const pageSize = DIRECTORY_PAGE_SIZE;
    const [profiles, total] = await this.deps.profiles.listPublic(filter, {
      skip: (page - 1) * pageSize,
      limit: pageSize,
    });
    const ratings = await Promise.all(profiles.map((profile) => this.deps.ratings.ratingFor(profile.userId)));
    const entries = profiles.map((profile, index) =>
      attorneyDirectoryEntrySchema.parse({ ...profile, ...ratings[index] }),
    );
    return { profiles: entries, total, page, pageSize };
  }
}
