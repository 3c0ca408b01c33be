import { useCallback, useState } from 'react';
import { usePolling } from '../../../shared/hooks/use-polling';
import { fetchUnreadMessageCount } from '../api/messages-api';

/** Signed-in spec §9: the unread count is refreshed every 10 s. */
export const UNREAD_COUNT_POLL_MS = 10_000;

/** Unread messages for the menu badge (the badge itself shows 99+ above 99); a failed refresh keeps the last count. */
export function useUnreadMessageCount(): number {
  const [count, setCount] = useState(0);
  const load = useCallback(() => {
    fetchUnreadMessageCount().then(setCount, (error: unknown) => console.error('Loading the unread message count failed', error));
  }, []);
  usePolling(load, UNREAD_COUNT_POLL_MS);
  return count;
}
