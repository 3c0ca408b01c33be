import type { AttorneyRepository } from '../attorney/repository';
import type { LegalRequestRepository } from '../requests/repository';
import type { RoomPolicy } from './hub';

/** Only the parties of a request may hear about it; only admins hear the admin dashboard. */
export function roomPolicy(requests: LegalRequestRepository, attorneys: AttorneyRepository): RoomPolicy {
  return async ({ user, role }, room) => {
    if (room === 'admin-dashboard') return role === 'admin';
    const match = /^request-([A-Za-z0-9_-]{1,64})$/.exec(room);
    if (!match) return false;
    const request = await requests.findById(match[1]!);
    if (!request) return false;
    if (role === 'admin') return true;
    if (role === 'client') return request.clientId === user.id;
    return (await attorneys.assignmentsFor(user.id)).some((assignment) => assignment.requestId === request.id);
  };
}
