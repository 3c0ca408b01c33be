import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { httpStatusOf, messageForStatus, reportFailures, serverErrorText, useSession } from '@lexa/common';
import { attorneyDashboardKeys } from '../../dashboard/api/attorney-dashboard';
import { fetchOwnProfile, ownProfileKeys, postPhoto, putProfile } from '../api/profile-edit';
import { useToasts } from '@lexa/common/ui';

/** The attorney's own profile (null before they create one); a 401 ends the session. */
export function useOwnProfile() {
  const { notification } = useToasts();
  const signOut = useSession((state) => state.attorney.signOut);
  return useQuery({
    queryKey: ownProfileKeys.mine,
    queryFn: reportFailures(
      ({ signal }) => fetchOwnProfile(signal),
      (error) => {
        const status = httpStatusOf(error);
        if (status === 401) signOut();
        else notification.error({ title: 'Error loading profile', description: messageForStatus(status) });
      },
    ),
  });
}

/** Every view of the profile: the form, the dashboard's Profile tab, and the public pages and directory. */
function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownProfileKeys.mine }),
      queryClient.invalidateQueries({ queryKey: attorneyDashboardKeys.mine }),
      queryClient.invalidateQueries({ queryKey: ['attorney', 'public-profile'] }),
      queryClient.invalidateQueries({ queryKey: ['attorney', 'directory'] }),
    ]);
}

export function useSaveProfile() {
  const { notification } = useToasts();
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: async () => {
      await refresh();
      notification.success({ title: 'Profile saved' });
    },
    onError: (error) => {
      notification.error({ title: 'Error saving profile', description: serverErrorText(error, 'Request failed') });
    },
  });
}

export function useUploadPhoto() {
  const { notification } = useToasts();
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: postPhoto,
    onSuccess: refresh,
    onError: (error) => {
      notification.error({ title: 'Upload failed', description: serverErrorText(error, 'Failed to upload photo') });
    },
  });
}
