import { App } from 'antd';
import { useCallback } from 'react';
import { httpStatusOf, messageForStatus } from '@lexa/common';
import { useRemoteData } from '../../../shared/hooks/use-remote-data';
import { fetchPublicProfile } from '../api/public-profile';

/** The public profile for `slug`; a 404 is the expected "no such attorney", anything else is also toasted. */
export function usePublicProfile(slug: string) {
  const { notification } = App.useApp();
  const load = useCallback((signal: AbortSignal) => fetchPublicProfile(slug, signal), [slug]);

  const [state] = useRemoteData(load, (error) => {
    const status = httpStatusOf(error);
    if (status !== 404) notification.error({ title: 'Error loading profile', description: messageForStatus(status) });
  });
  return state;
}
