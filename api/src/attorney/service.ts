import type { AttorneyDashboard, AttorneyProfile } from '@lexa/common';
import { notFound } from '../http/errors';
import type { LegalRequestRepository } from '../requests/repository';
import type { User } from '../users/user.schema';
import type { AttorneyProfileRecord } from './attorney.schema';
import type { AttorneyRepository } from './repository';

function toProfile(record: AttorneyProfileRecord): AttorneyProfile & { profilePhotoUrl: string } {
  return {
    displayName: record.displayName,
    slug: record.slug,
    yearsExperience: record.yearsExperience,
    bio: record.bio,
    practiceAreas: record.practiceAreas,
    barJurisdictions: record.barJurisdictions,
    linkedinUrl: record.linkedinUrl,
    profilePhotoUrl: record.profilePhotoUrl,
    isVerified: record.isVerified,
    isPublic: record.isPublic,
  };
}

export class AttorneyService {
  constructor(
    private readonly attorneys: AttorneyRepository,
    private readonly requests: Pick<LegalRequestRepository, 'findByIds'>,
  ) {}

  /** Only the requests assigned to this attorney, never more. */
  async dashboard(attorney: User): Promise<AttorneyDashboard> {
    const [profile, assignments] = await Promise.all([
      this.attorneys.findProfileByUser(attorney.id),
      this.attorneys.assignmentsFor(attorney.id),
    ]);
    const requests = new Map((await this.requests.findByIds(assignments.map((a) => a.requestId))).map((r) => [r.id, r]));
    return {
      user: { firstName: attorney.firstName, lastName: attorney.lastName },
      profile: profile ? toProfile(profile) : null,
      assignments: assignments.flatMap((assignment) => {
        const request = requests.get(assignment.requestId);
        if (!request) return [];
        return [
          {
            id: assignment.id,
            status: assignment.status,
            assignedAt: assignment.assignedAt.toISOString(),
            request: {
              id: request.id,
              title: request.title,
              description: request.description,
              status: request.status,
              priority: request.priority,
              jurisdiction: request.jurisdiction,
              timeline: request.timeline,
              category: request.category,
              contactEmail: request.contactEmail,
              createdAt: request.createdAt.toISOString(),
            },
          },
        ];
      }),
    };
  }

  /** A profile the product creates itself (the first start's seed). */
  createProfile(profile: Parameters<AttorneyRepository['createProfile']>[0]) {
    return this.attorneys.createProfile(profile);
  }

  assign(attorneyId: string, requestId: string) {
    return this.attorneys.assign(attorneyId, requestId);
  }

  async publicProfile(slug: string) {
    const profile = await this.attorneys.findPublicProfile(slug);
    if (!profile) throw notFound('Attorney profile');
    return toProfile(profile);
  }
}
