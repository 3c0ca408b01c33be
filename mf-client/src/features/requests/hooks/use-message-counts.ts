import { useQuery } from '@tanstack/react-query';
import { reportFailures, type MessageCounts } from '@lexa/common';
import { fetchMessageCounts } from '../api/request-conversation-api';
import { requestKeys } from '../api/requests-api';

/** Signed-in spec §9: message counts every 30 s. */
export const MESSAGE_COUNTS_POLL_MS = 30_000;

const NO_COUNTS: MessageCounts = {};

/** Number of visible messages per request id; empty until loaded, kept on a failed refresh. */
export function useMessageCounts(enabled: boolean): MessageCounts {
  const { data } = useQuery({
    queryKey: requestKeys.messageCounts,
    queryFn: reportFailures(fetchMessageCounts, (error) => console.error('Loading message counts failed', error)),
    enabled,
    refetchInterval: MESSAGE_COUNTS_POLL_MS,
  });
  return data ?? NO_COUNTS;
}
