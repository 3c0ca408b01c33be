import { useQuery } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import { attorneyNotificationKeys, fetchAttorneyNotifications } from '../api/attorney-notifications';

/** Signed-in spec §9: notifications are refreshed every 30 s. */
export const ATTORNEY_NOTIFICATIONS_POLL_MS = 30_000;

export function useAttorneyNotifications() {
  return useQuery({
    queryKey: attorneyNotificationKeys.mine,
    queryFn: reportFailures(
      ({ signal }) => fetchAttorneyNotifications(signal),
      (error) => console.error('Loading notifications failed', error),
    ),
    refetchInterval: ATTORNEY_NOTIFICATIONS_POLL_MS,
  });
}
