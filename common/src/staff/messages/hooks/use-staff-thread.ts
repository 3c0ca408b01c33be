import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

import { useMemo } from 'react';
import type { ThreadMessage, ThreadMessages } from '../../../contracts/messages';
import { reportFailures } from '@lexa/common';
import { useStaffApi } from '../../staff-api';
import {
  fetchThreadMessages,
  markThreadRead,
  sendStaffMessage,
  staffMessageKeys,
  type StaffMessageInput,
} from '../api/staff-messages-api';
import { FETCH_FAILED, MARK_READ_FAILED, SEND_FAILED, failedWith } from '../utils/message-errors';
import { useToasts } from '../../../ui/toasts';

/** Signed-in spec §9: an open thread's messages every 8 s for admins. */
export const STAFF_THREAD_POLL_MS = 8_000;

/**
 * An open thread: page 1 holds the newest messages, "Load older" adds the pages before it. Every load of the newest
 * page that holds messages the staff have not read marks the thread read (signed-in spec §4).
 */
export function useStaffThread(threadId: string) {
  const { http } = useStaffApi();
  const { message } = useToasts();
  const queryClient = useQueryClient();

  const query = useInfiniteQuery({
    queryKey: staffMessageKeys.thread(threadId),
    initialPageParam: 1,
    queryFn: reportFailures(
      async ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) => {
        const page = await fetchThreadMessages(http, threadId, pageParam, signal);
        if (pageParam === 1 && page.messages.length > 0 && page.thread.unreadCount > 0) {
          markThreadRead(http, threadId).then(
            () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.threadLists }),
            (error: unknown) => void message.error(failedWith(MARK_READ_FAILED, error)),
          );
        }
        return page;
      },
      (error) => void message.error(failedWith(FETCH_FAILED, error)),
    ),
    getNextPageParam: (last: ThreadMessages) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    refetchInterval: STAFF_THREAD_POLL_MS,
  });

  // Oldest page first, each in time order; a message that moved across a page boundary between loads shows once.
  const messages = useMemo<ThreadMessage[]>(() => {
    const seen = new Set<string>();
    return [...(query.data?.pages ?? [])]
      .reverse()
      .flatMap((page) => page.messages)
      .filter((item) => !seen.has(item.id) && seen.add(item.id));
  }, [query.data]);

  const newest = query.data?.pages[0] ?? null;
  return {
    thread: newest?.thread ?? null,
    total: newest?.total ?? 0,
    messages,
    loading: query.isPending,
    failed: query.isError && !query.data,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
  };
}

/** Staff's reply under the chosen alias; the thread and the lists refresh after it. */
export function useSendStaffMessage() {
  const { http } = useStaffApi();
  const { message } = useToasts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffMessageInput) => sendStaffMessage(http, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.all }),
    onError: (error) => void message.error(failedWith(SEND_FAILED, error)),
  });
}
