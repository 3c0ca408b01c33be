import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { RequestUpdateInput } from '../../../contracts/request-updates';
import type { AdminRequestDetail } from '../../../contracts/requests';
import type { RequestStatus } from '../../../domain/requests';
import { serverErrorText, reportFailures } from '@lexa/common';
import { useStaffApi } from '../../staff-api';
import {
  assignStaffRequestToSelf,
  changeStaffRequestStatus,
  createFileLink,
  fetchStaffRequestDetail,
  fetchStaffRequestFiles,
  fetchStaffRequestUpdates,
  postStaffRequestUpdate,
  sendStaffReminder,
  staffRequestKeys,
  toggleStaffAutoReminder,
  uploadStaffRequestFiles,
} from '../api/staff-requests-api';
import { useStaffFailure } from './use-staff-failure';
import { useToasts } from '../../../ui/toasts';

/** Signed-in spec §9: an open request's updates are polled every 5 s; only a fallback, live events come first. */
export const STAFF_UPDATES_POLL_MS = 5_000;

const logFailure = (what: string) => (error: unknown) => console.error(`Loading ${what} failed`, error);

/** GET /api/admin/requests/{id}: the request, its client and who it is assigned to. */
export function useStaffRequestDetail(requestId: string) {
  const { http, basePath } = useStaffApi();
  return useQuery({
    queryKey: staffRequestKeys.detail(requestId),
    queryFn: reportFailures(
      ({ signal }) => fetchStaffRequestDetail(http, basePath, requestId, signal),
      logFailure('the request'),
    ),
  });
}

/**
 * The conversation, oldest first: the latest page, plus older pages on `loadOlder()` (each asks for the page before
 * the oldest one shown).
 */
export function useStaffRequestUpdates(requestId: string) {
  const { http, basePath } = useStaffApi();
  const query = useInfiniteQuery({
    queryKey: staffRequestKeys.updates(requestId),
    queryFn: (context) =>
      reportFailures(
        ({ signal }) => fetchStaffRequestUpdates(http, basePath, requestId, context.pageParam, signal),
        logFailure('the conversation'),
      )(context),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: STAFF_UPDATES_POLL_MS,
  });
  // Pages arrive newest first, each one oldest first inside.
  const updates = query.data ? [...query.data.pages].reverse().flatMap((page) => page.updates) : null;
  return {
    updates,
    failed: query.isError && !query.data,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
  };
}

export function useStaffRequestFiles(requestId: string) {
  const { http, basePath } = useStaffApi();
  return useQuery({
    queryKey: staffRequestKeys.files(requestId),
    queryFn: reportFailures(
      ({ signal }) => fetchStaffRequestFiles(http, basePath, requestId, signal),
      logFailure('the files'),
    ),
  });
}

/** A failed upload, told apart from a failed post: each has its own toast. */
class UploadFailed extends Error {
  constructor(readonly reason: unknown) {
    super('Upload failed');
  }
}

export interface StaffReply {
  text: string;
  files: File[];
  isInternal: boolean;
  alias: string;
}

/**
 * What staff do in the request dialog. Each action refreshes what it changed (the request, and the lists whose rows
 * show it) and reports its failure with the spec's text.
 */
export function useStaffRequestActions(requestId: string) {
  const { http, basePath } = useStaffApi();
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  const refreshRequest = () => queryClient.invalidateQueries({ queryKey: staffRequestKeys.request(requestId) });
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: staffRequestKeys.lists });

  const reply = useMutation({
    mutationFn: async ({ text, files, isInternal, alias }: StaffReply) => {
      const uploaded =
        files.length > 0 ? await uploadStaffRequestFiles(http, basePath, requestId, files).catch(rethrowUpload) : [];
      const input: RequestUpdateInput = {
        message: text,
        fileIds: uploaded.map((file) => file.id),
        isInternal,
        alias: isInternal ? '' : alias,
      };
      return postStaffRequestUpdate(http, basePath, requestId, input);
    },
    onSuccess: () => refreshRequest(),
    onError: (error) => {
      if (error instanceof UploadFailed) {
        reportFailure(error.reason, {
          title: 'Upload failed',
          description: serverErrorText(error.reason, 'Failed to upload file'),
        });
      } else {
        reportFailure(error, { title: 'Error', description: serverErrorText(error, 'Failed to send message') });
      }
    },
  });

  const status = useMutation({
    mutationFn: (next: RequestStatus) => changeStaffRequestStatus(http, basePath, requestId, next),
    onSuccess: () => Promise.all([refreshRequest(), refreshLists()]),
    onError: (error) => reportFailure(error, { title: 'Error', description: 'Failed to update request' }),
  });

  const assign = useMutation({
    mutationFn: () => assignStaffRequestToSelf(http, requestId),
    onSuccess: () => refreshRequest(),
    onError: (error) => reportFailure(error, { title: 'Error', description: 'Failed to assign request' }),
  });

  const reminder = useMutation({
    mutationFn: () => sendStaffReminder(http, requestId),
    onSuccess: (result) => {
      notification.success({ title: 'Reminder sent', description: result.message });
      return refreshRequest();
    },
    onError: (error) => reportFailure(error, { title: 'Error', description: 'Failed to send reminder email' }),
  });

  const autoReminder = useMutation({
    mutationFn: (enabled: boolean) => toggleStaffAutoReminder(http, requestId, enabled),
    onSuccess: ({ request }) => {
      queryClient.setQueryData<AdminRequestDetail>(staffRequestKeys.detail(requestId), (detail) =>
        detail ? { ...detail, request } : detail,
      );
      return refreshLists();
    },
    onError: (error) => reportFailure(error, { title: 'Error', description: 'Failed to toggle auto-reminder' }),
  });

  return { reply, status, assign, reminder, autoReminder };
}

function rethrowUpload(reason: unknown): never {
  throw new UploadFailed(reason);
}

/** Creates a file's signed direct link and copies it to the clipboard. */
export function useCopyFileLink() {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  return useMutation({
    mutationFn: async (fileId: string) => {
      const { url } = await createFileLink(http, fileId);
      await navigator.clipboard.writeText(url);
      return url;
    },
    onError: (error) => reportFailure(error, { title: 'Error', description: 'Failed to copy link' }),
  });
}
