import { useQuery } from '@tanstack/react-query';

import { httpStatusOf, messageForStatus, reportFailures } from '@lexa/common';
import { fetchPublicProfile, publicProfileKeys } from '../api/public-profile';
import { useToasts } from '@lexa/common/ui';

/** The public profile for `slug`; a 404 is the expected "no such attorney", anything else is also toasted. */
export function usePublicProfile(slug: string) {
  const { notification } = useToasts();

  return useQuery({
    queryKey: publicProfileKeys.bySlug(slug),
    queryFn: reportFailures(
      ({ signal }) => fetchPublicProfile(slug, signal),
      (error) => {
        const status = httpStatusOf(error);
        if (status === 404) return;
        notification.error({ title: 'Error loading profile', description: messageForStatus(status) });
      },
    ),
  });
}
