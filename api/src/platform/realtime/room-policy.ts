import type { Caller } from '../../auth/guards';
import type { RoomPolicy } from './hub';

/** Who may open a request: its client, admins, and attorneys assigned to it (see requests/access.ts). */
export interface RequestParties {
  mayOpen(caller: Caller, requestId: string, audience: 'client' | 'staff'): Promise<boolean>;
}

/** Only the parties of a request may hear about it; only admins hear the admin dashboard. */
export function roomPolicy(requests: RequestParties): RoomPolicy {
  return async (caller, room) => {
    if (room === 'admin-dashboard') return caller.role === 'admin';
    const match = /^request-([A-Za-z0-9_-]{1,64})$/.exec(room);
    return match !== null && requests.mayOpen(caller, match[1]!, caller.role === 'client' ? 'client' : 'staff');
  };
}
