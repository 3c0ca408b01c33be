import { STORAGE_KEYS, useLiveRoom } from '@lexa/common';
import { staffRequestKeys } from '@lexa/common/staff';

/**
 * The case follows its request room: an update refreshes the case (conversation, files, status), and the server's
 * `left` (the attorney was withdrawn) refreshes it too, which then finds the case gone.
 */
export function useCaseLiveUpdates(requestId: string): void {
  const room = `request-${requestId}`;
  useLiveRoom(room, {
    tokenKey: STORAGE_KEYS.attorneyToken,
    invalidates: (event) =>
      (event.type === 'request-update' && event.requestId === requestId) ||
      (event.type === 'left' && event.room === room)
        ? [staffRequestKeys.request(requestId)]
        : [],
  });
}
