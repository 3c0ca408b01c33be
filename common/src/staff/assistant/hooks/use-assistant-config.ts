import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { SaveAssistantConfigInput } from '../../../contracts/assistant-config';
import { reportFailures } from '@lexa/common';
import { useStaffApi } from '../../staff-api';
import {
  fetchAssistantConfig,
  fetchLiveAssistant,
  saveAssistantConfig,
  staffAssistantKeys,
  testAssistantConnection,
} from '../api/assistant-admin-api';
import { useToasts } from '../../../ui/toasts';

/** Signed-in spec §8. */
export const CONFIG_LOAD_FAILED = 'Error loading configuration';
export const CONFIG_SAVE_FAILED = 'Error saving configuration';

/** The four settings (the key masked); a failure toasts the spec's text. */
export function useAssistantConfig() {
  const { http } = useStaffApi();
  const { message } = useToasts();
  const query = useQuery({
    queryKey: staffAssistantKeys.config,
    queryFn: reportFailures(
      ({ signal }) => fetchAssistantConfig(http, signal),
      () => void message.error(CONFIG_LOAD_FAILED),
    ),
  });
  return { entries: query.data?.entries ?? null, loading: query.isPending, failed: query.isError && !query.data };
}

/** What the running assistant uses (provider, model, key, instruction sources). */
export function useLiveAssistant() {
  const { http } = useStaffApi();
  return useQuery({ queryKey: staffAssistantKeys.live, queryFn: ({ signal }) => fetchLiveAssistant(http, signal) });
}

/** Saves the changed entries one by one (the spec's call takes one entry), then reloads the config and the live view. */
export function useSaveAssistantConfig() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SaveAssistantConfigInput[]) => {
      for (const change of changes) await saveAssistantConfig(http, change);
    },
    // Reloaded after a failure too: the entries saved before it are saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffAssistantKeys.all }),
  });
}

export function useTestAssistantConnection() {
  const { http } = useStaffApi();
  return useMutation({ mutationFn: () => testAssistantConnection(http) });
}
