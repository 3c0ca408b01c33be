import { describe, expect, it } from '@jest/globals';
import { assignment, attorneyProfile, dashboard } from '../../../testing/attorney-fixtures';
import { dashboardStats } from '../dashboard-stats';

describe('dashboardStats', () => {
  it('counts active assignments and resolved requests', () => {
    const stats = dashboardStats(
      dashboard({
        assignments: [
          assignment({ id: 'a', status: 'active', request: { status: 'in_progress' } }),
          assignment({ id: 'b', status: 'active', request: { status: 'resolved' } }),
          assignment({ id: 'c', status: 'completed', request: { status: 'resolved' } }),
          assignment({ id: 'd', status: 'completed', request: { status: 'closed' } }),
        ],
      }),
    );

    expect(stats.activeAssignments).toBe(2);
    expect(stats.completedCases).toBe(2);
  });

  it.each([
    [true, true, 'Verified · Public'],
    [true, false, 'Verified · Private'],
    [false, true, 'Pending · Public'],
    [false, false, 'Pending · Private'],
  ])('describes a profile verified=%s public=%s as "%s"', (isVerified, isPublic, expected) => {
    const stats = dashboardStats(dashboard({ profile: attorneyProfile({ isVerified, isPublic }) }));
    expect(stats.profileStatus).toBe(expected);
  });

  it('says "No profile" when there is none', () => {
    expect(dashboardStats(dashboard({ profile: null })).profileStatus).toBe('No profile');
  });
});
