import { STORAGE_KEYS, useLiveRoom, type AttorneyDashboard } from '@lexa/common';
import { attorneyDashboardKeys } from '../api/attorney-dashboard';

/**
 * The dashboard follows the rooms of its assigned requests: a status change refreshes the cards, and the server's
 * `left` (staff withdrew the attorney) refreshes them too, so the withdrawn card leaves at once.
 */
export function useDashboardLiveUpdates(dashboard: AttorneyDashboard | undefined): void {
  const rooms = (dashboard?.assignments ?? []).map((assignment) => `request-${assignment.request.id}`);
  useLiveRoom(rooms, {
    tokenKey: STORAGE_KEYS.attorneyToken,
    invalidates: (event) =>
      event.type === 'left' || event.type === 'request-update' ? [attorneyDashboardKeys.mine] : [],
  });
}
