import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import {
  fetchRequestFiles,
  fetchRequestUpdates,
  postRequestUpdate,
  uploadRequestFiles,
} from '../api/request-conversation-api';
import { fileKeys } from '../../files/api/files-api';
import { requestKeys } from '../api/requests-api';
import { loadOnEveryVisit } from '../../../shared/load-on-every-visit';

/** Signed-in spec §9: an open request's updates are polled every 5 s. */
export const UPDATES_POLL_MS = 5_000;

/**
 * The open request's messages (polled every 5 s) and files; both are refetched when a live `request-update` or a
 * sent message invalidates the request. `null` until loaded; a failed first load shows an empty list, a failed
 * refresh keeps what is shown; failures are logged.
 */
export function useRequestConversation(requestId: string) {
  const updates = useQuery({
    queryKey: requestKeys.updates(requestId),
    queryFn: reportFailures(
      () => fetchRequestUpdates(requestId),
      (error) => console.error('Loading request messages failed', error),
    ),
    refetchInterval: UPDATES_POLL_MS,
  });
  const files = useQuery({
    queryKey: requestKeys.files(requestId),
    queryFn: reportFailures(
      () => fetchRequestFiles(requestId),
      (error) => console.error('Loading request files failed', error),
    ),
    ...loadOnEveryVisit,
  });
  const orEmpty = <T>(query: { data: T[] | undefined; isError: boolean }) => query.data ?? (query.isError ? [] : null);
  return { updates: orEmpty(updates), files: orEmpty(files) };
}

/** Uploads the attachments, posts the message with their ids, then refreshes the request, the counts and My Files. */
export function usePostRequestUpdate(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, attachments }: { text: string; attachments: File[] }) => {
      const uploaded = attachments.length > 0 ? await uploadRequestFiles(requestId, attachments) : [];
      return postRequestUpdate(
        requestId,
        text,
        uploaded.map((file) => file.id),
      );
    },
    onSuccess: (_update, { attachments }) => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.request(requestId) });
      void queryClient.invalidateQueries({ queryKey: requestKeys.messageCounts });
      if (attachments.length > 0) void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    },
  });
}
