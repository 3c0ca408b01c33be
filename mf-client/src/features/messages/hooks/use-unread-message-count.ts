import { useQuery } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import { fetchUnreadMessageCount, messageKeys } from '../api/messages-api';

/** Signed-in spec §9: the unread count is refreshed every 10 s. */
export const UNREAD_COUNT_POLL_MS = 10_000;

/** Unread messages for the menu badge (the badge itself shows 99+ above 99); a failed refresh keeps the last count. */
export function useUnreadMessageCount(): number {
  const { data } = useQuery({
    queryKey: messageKeys.unreadCount,
    queryFn: reportFailures(fetchUnreadMessageCount, (error) =>
      console.error('Loading the unread message count failed', error),
    ),
    refetchInterval: UNREAD_COUNT_POLL_MS,
  });
  return data ?? 0;
}
