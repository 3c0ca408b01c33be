import {
  auditEntrySchema,
  type AuditAction,
  type AuditChange,
  type AuditChanges,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type AuditTargetType,
  type AuditValue,
} from '@lexa/common';
import type { Caller } from '../auth/guards';
import { HttpError } from '../http/errors';
import type { Clock } from '../platform/clock';
import { keysetOf, keysetPage } from '../platform/paging';
import type { AuditEntryRecord } from './audit-entry.schema';
import type { AuditRepository } from './repository';

/** Who acted and from where: a signed-in caller, or the admin behind a staff-sent sign-in link that was used. */
export interface AuditActor {
  user: { id: string; email: string };
  role: Caller['role'];
  origin?: Caller['origin'];
}

/** What a module says about an action that just succeeded; who and from where come from the caller. */
export interface AuditEvent {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  requestId?: string | null;
  subjectUserId?: string | null;
  changes?: AuditChanges;
}

/** The longest text kept of a changed value: the trail says what changed, the record itself holds the rest. */
const VALUE_MAX = 200;
/** Field names whose values are secrets: only the fact that they changed is kept. */
const SECRET_FIELD = /pass(word)?|secret|token|api.?key|credential/i;

const shortened = (value: AuditChange): AuditChange =>
  typeof value === 'string' && value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;

/** Every value shortened, and no secret's value at all, whichever module described the change. */
function withoutSecrets(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => {
      if (SECRET_FIELD.test(field)) return [field, 'changed'];
      if (change !== null && typeof change === 'object')
        return [field, Object.fromEntries(Object.entries(change).map(([end, value]) => [end, shortened(value)]))];
      return [field, shortened(change)];
    }),
  );
}

/** Each field of `fields` whose value differs between `before` and `after`, as from/to. */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const [from, to] = [before[field], after[field]] as AuditValue[];
    if (from !== to) changes[field] = { from, to };
  }
  return changes;
}

/** The target and subject of an action on a request: the request, and its client as the user it concerns. */
export const aboutRequest = (request: { id: string; clientId: string }) => ({
  targetType: 'request' as const,
  targetId: request.id,
  requestId: request.id,
  subjectUserId: request.clientId,
});

const toEntry = (record: AuditEntryRecord): AuditEntry => auditEntrySchema.parse(record);

/** The staff audit trail: modules record each staff action where it succeeded; admins read it per user or request. */
export class AuditTrail {
  /** When the last entry was recorded, in ms. */
  private lastAt = 0;

  constructor(
    private readonly entries: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Entries recorded in one millisecond (a status change with its message, a deletion with its requests') still read
   * back in the order they happened: each is at least a millisecond after the one before.
   */
  private nextAt(): Date {
    this.lastAt = Math.max(this.clock().getTime(), this.lastAt + 1);
    return new Date(this.lastAt);
  }

  async record(actor: AuditActor, event: AuditEvent): Promise<void> {
    await this.entries.append({
      at: this.nextAt(),
      actorId: actor.user.id,
      actorEmail: actor.user.email,
      actorRole: actor.role,
      ip: (actor.origin?.ip ?? '').slice(0, 100),
      userAgent: (actor.origin?.userAgent ?? '').slice(0, 500),
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      requestId: event.requestId ?? null,
      subjectUserId: event.subjectUserId ?? null,
      changes: withoutSecrets(event.changes ?? {}),
    });
  }

  async list({ userId, requestId, limit, before }: AuditQuery): Promise<AuditPage> {
    const after = before === undefined ? undefined : keysetOf(before);
    if (after === null) throw new HttpError(400, 'VALIDATION_FAILED', 'Invalid cursor');
    const subject = requestId !== undefined ? { requestId } : { userId: userId! };
    const records = await this.entries.page(subject, limit, after);
    const { items, nextCursor } = keysetPage(records, limit, (record) => record.at);
    return { entries: items.map(toEntry), nextCursor };
  }
}
