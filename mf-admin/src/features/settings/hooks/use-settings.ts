import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { reportFailures } from '@lexa/common';
import { useStaffApi, useStaffFailure } from '@lexa/common/staff';
import { fetchSettings, saveSetting, settingsKeys, uploadAvatar } from '../api/settings-api';
import { useToasts } from '@lexa/common/ui';

/** The Settings tab's data (admin e-mail, avatar) and its two writes, each with the catalogue's toasts. */
export function useSettings() {
  const { http } = useStaffApi();
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  const settings = useQuery({
    queryKey: settingsKeys.all,
    queryFn: reportFailures(
      ({ signal }) => fetchSettings(http, signal),
      (error) => reportFailure(error, { title: 'Error', description: 'Failed to load settings. Please try again.' }),
    ),
  });
  const adminEmail = useMutation({
    mutationFn: (email: string) => saveSetting(http, { key: 'admin_email', value: email }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      notification.success({ title: 'Email Updated', description: 'Notifications now go to this address.' });
    },
    onError: (error) =>
      reportFailure(error, { title: 'Update Failed', description: 'Failed to update admin email. Please try again.' }),
  });
  const avatar = useMutation({
    mutationFn: (file: File) => uploadAvatar(http, file),
    onSuccess: async () => {
      notification.success({ title: 'Avatar updated' });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error) =>
      reportFailure(error, { title: 'Upload failed', description: 'Failed to update avatar. Please try again.' }),
  });
  return { settings, adminEmail, avatar };
}
