import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useState } from 'react';
import type { AdminChatSession, TranscriptFilter } from '../../../contracts/admin-chat';
import { reportFailures } from '@lexa/common';
import { saveBlob } from '../../../ui/download-file';
import { useStaffFailure, type StaffToast } from '../../requests/hooks/use-staff-failure';
import { useStaffApi } from '../../staff-api';
import {
  downloadSessionTranscript,
  downloadTranscripts,
  fetchChatMessages,
  fetchChatSessions,
  fetchChatStats,
  markChatFavorite,
  markChatRead,
  staffChatKeys,
  type ChatSessionListParams,
} from '../api/staff-chats-api';
import { useToasts } from '../../../ui/toasts';

const SESSIONS_FAILED: StaffToast = {
  title: 'Error loading sessions',
  description: 'Failed to load chat sessions. Please try again.',
};
const MESSAGES_FAILED: StaffToast = {
  title: 'Error loading messages',
  description: 'Failed to load session messages. Please try again.',
};
const FAVORITE_FAILED: StaffToast = {
  title: 'Failed to update favorite',
  description: 'There was an error updating the favorite status.',
};
const READ_FAILED: StaffToast = { title: 'Error', description: 'Failed to update the read status.' };

/** The cards and charts of the Chats and Visitors tabs. */
export function useChatStats() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  const stats = useQuery({
    queryKey: staffChatKeys.stats,
    queryFn: reportFailures(
      ({ signal }) => fetchChatStats(http, signal),
      (error) => reportFailure(error, SESSIONS_FAILED),
    ),
  });
  return {
    stats: stats.data ?? null,
    failed: stats.isError,
    dataUpdatedAt: stats.dataUpdatedAt,
    /** Reads every count and list of the chat screens again. */
    refresh: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.all }),
  };
}

/** One server-side page of chat sessions; the previous page stays on screen while the next loads. */
export function useChatSessions(params: ChatSessionListParams) {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  const list = useQuery({
    queryKey: staffChatKeys.list(params),
    queryFn: reportFailures(
      ({ signal }) => fetchChatSessions(http, params, signal),
      (error) => reportFailure(error, SESSIONS_FAILED),
    ),
    placeholderData: keepPreviousData,
  });
  return { data: list.data ?? null, loading: list.isFetching, failed: list.isError };
}

/** Every session of one status, unfiltered, a page at a time: the active list and the Visitors tab's widget list. */
export function useUnfilteredChatSessions(status: ChatSessionListParams['status']) {
  const [page, setPage] = useState(1);
  const sessions = useChatSessions({
    timeframe: 'all',
    scope: 'all',
    readStatus: 'all',
    favorite: 'all',
    status,
    page,
  });
  return { ...sessions, page, setPage };
}

export function useChatMessages(sessionId: string | null) {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  const messages = useQuery({
    queryKey: staffChatKeys.messages(sessionId ?? ''),
    queryFn: reportFailures(
      ({ signal }) => fetchChatMessages(http, sessionId ?? '', signal),
      (error) => reportFailure(error, MESSAGES_FAILED),
    ),
    enabled: sessionId !== null,
  });
  return { messages: messages.data ?? null, loading: messages.isFetching, failed: messages.isError };
}

/** The eye and the star: each persists on the server, then every list and count is read again. */
export function useChatMarks() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffChatKeys.all });
  const read = useMutation({
    mutationFn: ({ session, value }: { session: AdminChatSession; value: boolean }) =>
      markChatRead(http, session.threadId, value),
    onSuccess: refresh,
    onError: (error) => reportFailure(error, READ_FAILED),
  });
  const favorite = useMutation({
    mutationFn: ({ session, value }: { session: AdminChatSession; value: boolean }) =>
      markChatFavorite(http, session.threadId, value),
    onSuccess: refresh,
    onError: (error) => reportFailure(error, FAVORITE_FAILED),
  });
  return {
    setRead: (session: AdminChatSession, value: boolean) => read.mutate({ session, value }),
    setFavorite: (session: AdminChatSession, value: boolean) => favorite.mutate({ session, value }),
  };
}

/** Transcript downloads: every chat of a filter, or one chat ('No messages' when it has none). */
export function useTranscriptDownloads() {
  const { http } = useStaffApi();
  const { notification } = useToasts();
  const reportFailure = useStaffFailure();
  const all = useMutation({
    mutationFn: (filter: TranscriptFilter) => downloadTranscripts(http, filter),
    onSuccess: ({ name, blob }) => saveBlob(blob, name),
    onError: (error) =>
      reportFailure(error, { title: 'Download failed', description: 'Failed to download chat transcripts' }),
  });
  const one = useMutation({
    mutationFn: (sessionId: string) => downloadSessionTranscript(http, sessionId),
    onSuccess: ({ name, blob }) => saveBlob(blob, name),
    onError: (error) =>
      reportFailure(error, { title: 'Download failed', description: 'Failed to download chat transcript' }),
  });
  return {
    downloading: all.isPending ? all.variables : null,
    downloadAll: (filter: TranscriptFilter) => all.mutate(filter),
    downloadOne: (sessionId: string, messageCount: number) => {
      if (!messageCount) notification.error({ title: 'Download failed', description: 'No messages' });
      else one.mutate(sessionId);
    },
  };
}
