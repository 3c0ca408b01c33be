import type { Assignment, AttorneyDashboard, AttorneyProfile, PublicAttorneyProfile } from '@lexa/common';

export function attorneyProfile(overrides: Partial<AttorneyProfile> = {}): AttorneyProfile {
  return {
    displayName: 'Jane Counsel',
    slug: 'jane-counsel',
    yearsExperience: 12,
    bio: 'Corporate and contract lawyer for small businesses.',
    practiceAreas: ['Contract Law', 'Business Formation'],
    barJurisdictions: ['California', 'New York'],
    linkedinUrl: 'https://www.linkedin.com/in/jane-counsel',
    calendlyLink: '',
    videoIntroUrl: '',
    isVerified: true,
    isPublic: true,
    profilePhotoUrl: '',
    ...overrides,
  };
}

export function publicProfile(overrides: Partial<PublicAttorneyProfile> = {}): PublicAttorneyProfile {
  return {
    ...attorneyProfile(),
    user: { firstName: 'Jane', lastName: 'Counsel' },
    overallRating: 4.5,
    totalReviews: 8,
    reviews: [],
    averageResponseTime: 90,
    ...overrides,
  };
}

type AssignmentOverrides = Partial<Omit<Assignment, 'request'>> & { request?: Partial<Assignment['request']> };

export function assignment({ request, ...overrides }: AssignmentOverrides = {}): Assignment {
  return {
    id: 'as1',
    status: 'active',
    assignedAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
    request: {
      id: 'req-1',
      title: 'Shareholder agreement',
      description: 'Two founders need a shareholder agreement before the seed round.',
      status: 'in_progress',
      priority: 'high',
      jurisdiction: 'Delaware',
      timeline: 'this_month',
      category: 'Corporate Governance',
      contactEmail: 'founder@startup.test',
      createdAt: '2026-03-01T12:00:00.000Z',
      ...request,
    },
  };
}

export function dashboard(overrides: Partial<AttorneyDashboard> = {}): AttorneyDashboard {
  return {
    user: { firstName: 'Jane', lastName: 'Counsel' },
    assignments: [],
    profile: attorneyProfile(),
    ...overrides,
  };
}
