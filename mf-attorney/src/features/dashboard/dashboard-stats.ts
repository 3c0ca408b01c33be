import type { AttorneyDashboard } from '@lexa/common';

export interface DashboardStats {
  activeAssignments: number;
  completedCases: number;
  /** "Verified · Public", "Pending · Private"…, or "No profile". */
  profileStatus: string;
}

/** The three stat cards (spec §4): active assignments, resolved requests, profile verification and visibility. */
export function dashboardStats({ assignments, profile }: AttorneyDashboard): DashboardStats {
  return {
    activeAssignments: assignments.filter((assignment) => assignment.status === 'active').length,
    completedCases: assignments.filter((assignment) => assignment.request.status === 'resolved').length,
    profileStatus: profile
      ? `${profile.isVerified ? 'Verified' : 'Pending'} · ${profile.isPublic ? 'Public' : 'Private'}`
      : 'No profile',
  };
}
