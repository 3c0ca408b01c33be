import type { MessageSummary } from '@lexa/common';
import { systemClock, type Clock } from '../platform/clock';
import type { Filter, Storage } from '../storage/port';
import type { MessageRecord } from './message.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The response time looks back this far... */
export const RESPONSE_WINDOW_DAYS = 30;
/** ...and reads at most this many messages, so the card costs the same however busy the month was. */
export const RESPONSE_SAMPLE_MAX = 20_000;

/** Internal notes are staff talking to staff: neither traffic with clients nor an answer to one. */
const exchanged: Filter = { isInternal: { $ne: true } };

/** The reads behind the Messages tab's cards. */
export class MessageSummaryRepository {
  constructor(private readonly storage: Storage) {}

  countThreads() {
    return this.storage.collection('messageThreads').count({});
  }

  countMessages(since?: Date) {
    return this.storage
      .collection('messages')
      .count({ ...exchanged, ...(since ? { createdAt: { $gte: since } } : {}) });
  }

  /** Messages since `from`, grouped by thread and in time order within each, at most `limit`. */
  byThreadSince(from: Date, limit: number): Promise<Pick<MessageRecord, 'threadId' | 'senderRole' | 'createdAt'>[]> {
    return this.storage
      .collection('messages')
      .find({ ...exchanged, createdAt: { $gte: from } }, { sort: { threadId: 1, createdAt: 1 }, limit });
  }
}

/**
 * Mean minutes from each client message to the first staff message after it in the same thread, over messages
 * grouped by thread in time order; null when no client message was answered.
 */
export function averageResponseMinutes(
  messages: readonly Pick<MessageRecord, 'threadId' | 'senderRole' | 'createdAt'>[],
): number | null {
  let total = 0;
  let answered = 0;
  let thread: string | null = null;
  let waiting: number[] = [];
  for (const message of messages) {
    if (message.threadId !== thread) {
      thread = message.threadId;
      waiting = [];
    }
    const at = message.createdAt.getTime();
    if (message.senderRole === 'client') {
      waiting.push(at);
      continue;
    }
    for (const asked of waiting) total += at - asked;
    answered += waiting.length;
    waiting = [];
  }
  return answered ? total / answered / 60_000 : null;
}

/** The admin Messages tab's four cards: threads, messages, today's messages (UTC day), average response time. */
export class MessageSummaryService {
  constructor(
    private readonly reads: MessageSummaryRepository,
    private readonly now: Clock = systemClock,
  ) {}

  async summary(): Promise<MessageSummary> {
    const now = this.now();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const [totalThreads, totalMessages, todayMessages, recent] = await Promise.all([
      this.reads.countThreads(),
      this.reads.countMessages(),
      this.reads.countMessages(today),
      this.reads.byThreadSince(new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS), RESPONSE_SAMPLE_MAX),
    ]);
    const average = averageResponseMinutes(recent);
    return {
      totalThreads,
      totalMessages,
      todayMessages,
      averageResponseMinutes: average === null ? null : Math.round(average * 10) / 10,
    };
  }
}
