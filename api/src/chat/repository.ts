import type { Storage } from '../storage/port';
import type { ChatMessageRecord, ChatSessionRecord } from './chat.schema';

export type NewChatSession = Omit<Partial<ChatSessionRecord>, 'id'> &
  Pick<ChatSessionRecord, 'sessionId' | 'conversationId'>;

export class ChatRepository {
  constructor(private readonly storage: Storage) {}

  private get sessions() {
    return this.storage.collection('chatSessions');
  }

  private get messages() {
    return this.storage.collection('chatMessages');
  }

  findSession(sessionId: string) {
    return this.sessions.findOne({ sessionId });
  }

  /** The client's most recently started chat session, so another device continues the same conversation. */
  async latestSessionOf(userId: string): Promise<ChatSessionRecord | null> {
    const [latest] = await this.sessions.find({ userId }, { sort: { startTime: -1 }, limit: 1 });
    return latest ?? null;
  }

  /** Throws DuplicateKeyError when the session id already exists (two tabs starting at once). */
  createSession(session: NewChatSession) {
    return this.sessions.insert(session);
  }

  /** Links an anonymous session to the signed-in client; an already linked session keeps its user. */
  linkUser(sessionId: string, userId: string) {
    return this.sessions.updateOne({ sessionId, userId: null }, { $set: { userId } });
  }

  /**
   * Appends a message. The session's counter is bumped first, atomically, and its new value orders the message:
   * two messages written in the same millisecond still come back in the order they were sent.
   */
  async appendMessage(
    sessionId: string,
    message: Pick<ChatMessageRecord, 'role' | 'content' | 'fileIds'>,
  ): Promise<ChatMessageRecord> {
    const session = await this.sessions.updateOne(
      { sessionId },
      { $inc: { messageCount: 1 }, $set: { readStatus: 'unread' } },
    );
    if (!session) throw new Error(`Chat session ${sessionId} vanished while a message was being stored`);
    return this.messages.insert({ sessionId, ...message, position: session.messageCount });
  }

  /** The last `limit` messages, oldest first. */
  async recentMessages(sessionId: string, limit: number): Promise<ChatMessageRecord[]> {
    const newest = await this.messages.find({ sessionId }, { sort: { createdAt: -1, position: -1 }, limit });
    return newest.reverse();
  }

  allMessages(sessionId: string) {
    return this.messages.find({ sessionId }, { sort: { createdAt: 1, position: 1 } });
  }

  /** Messages that already carry any of these files. */
  messagesWithFiles(sessionId: string, fileIds: string[]) {
    return this.messages.find({ sessionId, fileIds: { $in: fileIds } });
  }

  /** Makes an ended session active again (the widget's "Start New Chat" reloads with the same session id). */
  reopenSession(sessionId: string) {
    return this.sessions.updateOne({ sessionId, status: 'ended' }, { $set: { status: 'active', endTime: null } });
  }

  /** Ends an active session; null when it was not active, so only one caller ever ends it. */
  endSession(sessionId: string, endTime: Date) {
    return this.sessions.updateOne({ sessionId, status: 'active' }, { $set: { status: 'ended', endTime } });
  }

  /**
   * Links the chat that led to a request (intake submission): only a session not linked yet, and anonymous or the
   * client's own, so someone else's chat on a shared browser never joins this request. Null when none qualified.
   */
  linkRequest(sessionId: string, requestId: string, userId: string) {
    return this.sessions.updateOne(
      { sessionId, requestId: null, $or: [{ userId: null }, { userId }] },
      { $set: { requestId, userId } },
    );
  }
}
