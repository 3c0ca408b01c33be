import { useCallback, useState } from 'react';
import type { MessageCounts } from '@lexa/common';
import { usePolling } from '../../../shared/hooks/use-polling';
import { fetchMessageCounts } from '../api/request-conversation-api';

/** Signed-in spec §9: message counts every 30 s. */
export const MESSAGE_COUNTS_POLL_MS = 30_000;

/** Number of visible messages per request id; empty until loaded, kept on a failed refresh. */
export function useMessageCounts(enabled: boolean): MessageCounts {
  const [counts, setCounts] = useState<MessageCounts>({});
  const load = useCallback(() => {
    fetchMessageCounts().then(setCounts, (error: unknown) => console.error('Loading message counts failed', error));
  }, []);
  usePolling(load, MESSAGE_COUNTS_POLL_MS, enabled);
  return counts;
}
