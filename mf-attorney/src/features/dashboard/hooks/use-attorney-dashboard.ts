import { useQuery } from '@tanstack/react-query';

import { httpStatusOf, messageForStatus, reportFailures, useSession } from '@lexa/common';
import { attorneyDashboardKeys, fetchAttorneyDashboard } from '../api/attorney-dashboard';
import { useToasts } from '@lexa/common/ui';

/** A new assignment has no room the dashboard already follows: it shows up on the next poll, like notifications. */
export const ATTORNEY_DASHBOARD_POLL_MS = 30_000;

/** The signed-in attorney's dashboard; a 401 ends the session, which sends the page back to login. */
export function useAttorneyDashboard() {
  const { notification } = useToasts();
  const signOut = useSession((state) => state.attorney.signOut);

  return useQuery({
    queryKey: attorneyDashboardKeys.mine,
    queryFn: reportFailures(
      ({ signal }) => fetchAttorneyDashboard(signal),
      (error) => {
        const status = httpStatusOf(error);
        if (status === 401) signOut();
        else notification.error({ title: 'Error loading dashboard', description: messageForStatus(status) });
      },
    ),
    refetchInterval: ATTORNEY_DASHBOARD_POLL_MS,
  });
}
