import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageThread, ThreadMessages } from '@lexa/common';
import { usePolling } from '../../../shared/hooks/use-polling';
import { fetchThread, fetchThreads, markThreadRead, type ThreadFilter } from '../api/messages-api';

/** Signed-in spec §9: the client's threads every 15 s, the open thread's messages every 12 s. */
export const THREADS_POLL_MS = 15_000;
export const OPEN_THREAD_POLL_MS = 12_000;

/** The caller's threads for a filter and search; `null` until the first answer. */
export function useThreads(filter: ThreadFilter, search: string) {
  const [threads, setThreads] = useState<MessageThread[] | null>(null);
  const ticket = useRef(0);
  const load = useCallback(async () => {
    ticket.current += 1;
    const mine = ticket.current;
    try {
      const page = await fetchThreads(filter, search);
      if (mine === ticket.current) setThreads(page.threads);
    } catch (error) {
      console.error('Loading message threads failed', error);
      if (mine === ticket.current) setThreads((previous) => previous ?? []);
    }
  }, [filter, search]);
  const reload = useCallback(() => void load(), [load]);
  usePolling(reload, THREADS_POLL_MS);
  return { threads, reload };
}

/** The open thread's messages; marked read on every load that holds any (signed-in spec §4). */
export function useThreadMessages(threadId: string | null) {
  const [data, setData] = useState<ThreadMessages | null>(null);
  const current = useRef(threadId);
  const load = useCallback(async () => {
    current.current = threadId;
    if (!threadId) {
      setData(null);
      return;
    }
    try {
      const answer = await fetchThread(threadId);
      if (current.current !== threadId) return;
      setData(answer);
      if (answer.messages.length > 0) await markThreadRead(threadId);
    } catch (error) {
      console.error('Loading the conversation failed', error);
    }
  }, [threadId]);
  const reload = useCallback(() => void load(), [load]);
  useEffect(() => {
    setData(null);
  }, [threadId]);
  usePolling(reload, OPEN_THREAD_POLL_MS, threadId !== null);
  return { data: data && data.thread.threadId === threadId ? data : null, reload };
}
