import type { MessageRecord } from '../messages/message.schema';
import type { Storage } from '../storage/port';

/** The most recent assignments and messages per conversation the figure is drawn from: enough, and bounded. */
const MAX_REQUESTS = 50;
const MAX_MESSAGES = 2_000;

export interface WorkedRequest {
  requestId: string;
  assignedAt: Date;
}

type Reply = Pick<MessageRecord, 'senderId' | 'senderRole' | 'createdAt'>;

/**
 * The delays, in minutes, of one attorney's replies in one conversation (oldest message first): from the first client
 * message nobody on the team has answered yet (or the assignment, if the client wrote before it) to the attorney's
 * next message. A staff reply answers the client too, so the attorney is not timed from before it.
 */
export function replyDelays(messages: readonly Reply[], attorneyId: string, assignedAt: Date): number[] {
  const delays: number[] = [];
  let waitingSince: Date | null = null;
  for (const message of messages) {
    if (message.senderRole === 'client') {
      waitingSince ??= message.createdAt;
      continue;
    }
    if (waitingSince && message.senderRole === 'attorney' && message.senderId === attorneyId) {
      const from = Math.max(waitingSince.getTime(), assignedAt.getTime());
      delays.push(Math.max(0, message.createdAt.getTime() - from) / 60_000);
    }
    waitingSince = null;
  }
  return delays;
}

/**
 * Reads the conversations of the requests an attorney worked (the 'messages' of each request's thread, never
 * internal notes) to time their replies to clients. Read only: the conversation itself belongs to the messages
 * domain.
 */
export class ResponseTimes {
  constructor(private readonly storage: Storage) {}

  /** The mean reply delay in whole minutes, or null before the attorney has answered any client. */
  async averageMinutes(attorneyId: string, worked: readonly WorkedRequest[]): Promise<number | null> {
    const recent = worked.slice(0, MAX_REQUESTS);
    if (!recent.length) return null;
    const threads = await this.storage
      .collection('messageThreads')
      .find({ requestId: { $in: recent.map((request) => request.requestId) } });
    const delays = (
      await Promise.all(
        threads.map(async (thread) => {
          const messages = await this.storage
            .collection('messages')
            .find({ threadId: thread.id, isInternal: false }, { sort: { createdAt: 1 }, limit: MAX_MESSAGES });
          const assignedAt = recent.find((request) => request.requestId === thread.requestId)!.assignedAt;
          return replyDelays(messages, attorneyId, assignedAt);
        }),
      )
    ).flat();
    if (!delays.length) return null;
    return Math.round(delays.reduce((sum, delay) => sum + delay, 0) / delays.length);
  }
}
