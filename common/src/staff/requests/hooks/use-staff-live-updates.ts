import type { QueryKey } from '@tanstack/react-query';

import { useLiveRoom, type LiveEvent } from '@lexa/common';
import { useStaffApi } from '../../staff-api';
import { staffRequestKeys } from '../api/staff-requests-api';
import { useToasts } from '../../../ui/toasts';

/** The room every admin's console listens to (signed-in spec §7.2). */
export const STAFF_LIVE_ROOM = 'admin-dashboard';
/** The staff messaging screens keep their queries under this prefix. */
export const STAFF_MESSAGE_KEY_PREFIX = ['staff', 'messages'] as const;

const idOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** What a staff console's event makes stale. */
export function staffLiveKeys(event: LiveEvent): readonly QueryKey[] {
  const requestId = idOf(event.requestId);
  if (event.type === 'request-update' && requestId) {
    return [staffRequestKeys.lists, staffRequestKeys.request(requestId)];
  }
  if (event.type === 'thread-update') {
    return requestId ? [staffRequestKeys.updates(requestId), STAFF_MESSAGE_KEY_PREFIX] : [STAFF_MESSAGE_KEY_PREFIX];
  }
  return [];
}

/**
 * The live staff console: joins 'admin-dashboard' on the page's one socket (with the staff token) while mounted. A
 * request update is announced ('New Message') and refreshes the request lists and that request's dialog; a thread
 * update refreshes the staff messages (and the request's conversation when the thread belongs to one). Mount it once
 * per page.
 */
export function useStaffLiveUpdates(): void {
  const { tokenKey } = useStaffApi();
  const { notification } = useToasts();
  useLiveRoom(STAFF_LIVE_ROOM, {
    tokenKey,
    invalidates: staffLiveKeys,
    onEvent: (event) => {
      const requestId = idOf(event.requestId);
      if (event.type === 'request-update' && requestId) {
        notification.info({ title: 'New Message', description: `New update on request ${requestId}` });
      }
    },
  });
}

/** `useStaffLiveUpdates` as an element, for a console's layout to mount once. */
export function StaffLiveUpdates(): null {
  useStaffLiveUpdates();
  return null;
}
