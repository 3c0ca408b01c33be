import type { AttorneyProfileInput } from '@lexa/common';
import type { Page } from '../platform/paging';
import { containsPattern } from '../storage/search-terms';
import type { Filter, Storage } from '../storage/port';

export interface DirectoryFilter {
  search: string;
  practiceArea: string;
  state: string;
}

/** Attorneys' profiles as their owners edit them and visitors find them. */
export class AttorneyProfileRepository {
  constructor(private readonly storage: Storage) {}

  private get profiles() {
    return this.storage.collection('attorneyProfiles');
  }

  findByUser(userId: string) {
    return this.profiles.findOne({ userId });
  }

  findByUsers(userIds: readonly string[]) {
    return this.profiles.find({ userId: { $in: [...userIds] } });
  }

  findBySlug(slug: string) {
    return this.profiles.findOne({ slug });
  }

  findPublic(slug: string) {
    return this.profiles.findOne({ slug, isPublic: true });
  }

  findByPhoto(photoId: string) {
    return this.profiles.findOne({ profilePhotoId: photoId });
  }

  /** The slug index is unique: a taken slug throws DuplicateKeyError, whatever raced us. */
  async save(userId: string, input: AttorneyProfileInput) {
    const updated = await this.profiles.updateOne({ userId }, { $set: { ...input, updatedAt: new Date() } });
    return updated ?? this.profiles.insert({ userId, ...input });
  }

  setPhoto(userId: string, photoId: string, photoUrl: string) {
    return this.profiles.updateOne(
      { userId },
      { $set: { profilePhotoId: photoId, profilePhotoUrl: photoUrl, updatedAt: new Date() } },
    );
  }

  /** Public profiles only; every term matches part of its field, case-insensitively. */
  async listPublic({ search, practiceArea, state }: DirectoryFilter, page: Page) {
    const filter: Filter = { isPublic: true };
    if (search) filter.displayName = { $regex: containsPattern(search) };
    if (practiceArea) filter.practiceAreas = { $regex: containsPattern(practiceArea) };
    if (state) filter.barJurisdictions = { $regex: containsPattern(state) };
    return Promise.all([
      this.profiles.find(filter, { sort: { displayName: 1 }, skip: page.skip, limit: page.limit }),
      this.profiles.count(filter),
    ]);
  }
}
