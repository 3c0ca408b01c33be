import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePromptInput, UpdatePromptInput } from '../../../contracts/assistant-config';
import { useStaffApi } from '../../staff-api';
import {
  createPrompt,
  fetchPromptVersions,
  fetchPrompts,
  staffAssistantKeys,
  togglePrompt,
  updatePrompt,
} from '../api/assistant-admin-api';

export function useSystemPrompts() {
  const { http } = useStaffApi();
  return useQuery({ queryKey: staffAssistantKeys.prompts, queryFn: ({ signal }) => fetchPrompts(http, signal) });
}

/** Every saved version of a prompt, newest first (none for a prompt not created yet). */
export function usePromptVersions(promptId: string | null) {
  const { http } = useStaffApi();
  return useQuery({
    queryKey: staffAssistantKeys.versions(promptId ?? ''),
    queryFn: promptId ? ({ signal }) => fetchPromptVersions(http, promptId, signal) : skipToken,
  });
}

/** Creates a prompt, or saves the next version of one; the list, its versions and the live view reload. */
export function useSavePrompt() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: UpdatePromptInput }) =>
      id ? updatePrompt(http, id, input) : createPrompt(http, input satisfies CreatePromptInput),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAssistantKeys.all }),
  });
}

export function useTogglePrompt() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => togglePrompt(http, id, isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffAssistantKeys.all }),
  });
}
