import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFailures, type DocumentDraft } from '@lexa/common';
import { documentKeys, fetchDrafts } from '../api/documents-api';
import { loadOnEveryVisit } from '../../../shared/load-on-every-visit';

/** The client's drafts; a failed load keeps the list it had and says so. */
export function useDrafts() {
  const query = useQuery({
    queryKey: documentKeys.drafts,
    queryFn: reportFailures(fetchDrafts, (error) => console.warn('Loading drafts failed', error)),
    ...loadOnEveryVisit,
  });
  return { drafts: query.data ?? [], loading: query.isPending, failed: query.isError };
}

/** Runs one server step on a draft (create, revise, save, complete, delete); the list reloads after it, failed or not. */
export function useDraftStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (work: () => Promise<DocumentDraft | void>) => work(),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: documentKeys.drafts }),
  });
}
