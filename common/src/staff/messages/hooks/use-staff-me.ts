import { useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../../staff-api';
import { fetchMe, staffMeKey } from '../api/staff-messages-api';

/**
 * The signed-in staff member, asked of the server with the staff token: the admin console keeps no user in the session
 * store (only the client dashboard does), and the token is what the server decides "own" by.
 */
export function useStaffMe() {
  const { http, tokenKey } = useStaffApi();
  const { data } = useQuery({
    queryKey: staffMeKey(tokenKey),
    queryFn: ({ signal }) => fetchMe(http, signal),
    staleTime: Infinity,
  });
  return data ?? null;
}
