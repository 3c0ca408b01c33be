import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import {
  fetchThread,
  fetchThreads,
  markThreadRead,
  messageKeys,
  sendMessage,
  type ThreadFilter,
} from '../api/messages-api';

/** Signed-in spec §9: the client's threads every 15 s, the open thread's messages every 12 s. */
export const THREADS_POLL_MS = 15_000;
export const OPEN_THREAD_POLL_MS = 12_000;

/** The caller's threads for a filter and search; `null` until the first answer (an empty list if that fails). */
export function useThreads(filter: ThreadFilter, search: string) {
  const query = useQuery({
    queryKey: messageKeys.threads(filter, search),
    queryFn: reportFailures(
      async () => (await fetchThreads(filter, search)).threads,
      (error) => console.error('Loading message threads failed', error),
    ),
    // A new filter or search keeps the list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
    refetchInterval: THREADS_POLL_MS,
  });
  return query.data ?? (query.isError ? [] : null);
}

/** The open thread's messages; marked read on every load that holds any (signed-in spec §4). */
export function useThreadMessages(threadId: string | null) {
  const query = useQuery({
    queryKey: messageKeys.thread(threadId),
    queryFn:
      threadId === null
        ? skipToken
        : reportFailures(
            async () => {
              const answer = await fetchThread(threadId);
              if (answer.messages.length > 0) {
                markThreadRead(threadId).catch((error: unknown) =>
                  console.error('Loading the conversation failed', error),
                );
              }
              return answer;
            },
            (error) => console.error('Loading the conversation failed', error),
          ),
    refetchInterval: OPEN_THREAD_POLL_MS,
  });
  return query.data ?? null;
}

/** Sends a reply into a thread, then refreshes that thread and the thread list. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, content, attachments }: { threadId: string; content: string; attachments: File[] }) =>
      sendMessage(threadId, content, attachments),
    onSuccess: (_message, { threadId }) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.allThreads });
    },
  });
}
