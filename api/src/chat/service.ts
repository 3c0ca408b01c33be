import { randomBytes } from 'node:crypto';
import type {
  ChatHistory,
  ChatHistoryMessage,
  ChatInitAnswer,
  ChatInitBody,
  ChatMessageBody,
  ChatUploadFields,
  UploadedChatFile,
} from '@lexa/common';
import { AssistantUnavailableError, type AssistantProvider, type SharedFile } from '../assistant/provider';
import type { AssistantSettingsSource } from '../assistant/settings';
import type { Config } from '../config';
import { serverName } from '../files/file-view';
import type { FileService } from '../files/service';
import { HttpError, notFound } from '../http/errors';
import type { BackgroundTasks } from '../platform/background-tasks';
import { UnsafeFileError } from '../platform/files/archive-check';
import type { ReceivedFile } from '../platform/files/uploads';
import type { Logger } from '../platform/logger';
import { KeyedLock } from '../platform/keyed-lock';
import type { Mailer } from '../platform/mail/mailer';
import type { SettingsService } from '../settings/service';
import { DuplicateKeyError } from '../storage/port';
import type { ChatSessionRecord } from './chat.schema';
import type { ChatRepository } from './repository';
import { formatTranscript, newSessionText } from './transcript';

/** Chat limits (public spec §9). */
export const CHAT_MAX_FILES = 5;
export const CHAT_MAX_FILE_SIZE = 10 * 1024 * 1024;
/** How much of the conversation each reply sees: enough context, bounded cost. */
const HISTORY_LIMIT = 20;
/** How much of the conversation a signed-in client sees again when the assistant section opens. */
export const SHOWN_HISTORY_LIMIT = 200;

export interface VisitorInfo {
  /** The address our server saw. */
  ip: string;
  /** The browser's own user agent header, used when the body carries none. */
  userAgent: string;
  /** The signed-in client making the call, if any. */
  userId: string | null;
}

export interface ChatDependencies {
  chats: ChatRepository;
  files: FileService;
  assistant: AssistantProvider;
  assistantSettings: AssistantSettingsSource;
  settings: SettingsService;
  mailer: Mailer;
  background: BackgroundTasks;
  config: Pick<Config, 'publicUrl'>;
  logger: Logger;
}

const GLOBE = '🌐';

/** The flag from regional indicator symbols: "DE" becomes 🇩🇪. Computed, not taken from the browser. */
function flagOf(countryCode: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return GLOBE;
  return String.fromCodePoint(...[...countryCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const newConversationId = () => `conv_${randomBytes(12).toString('hex')}`;

export const tooManyFilesMessage = (existing: number) =>
  `Maximum ${CHAT_MAX_FILES} files allowed per chat. You have ${existing} files already.`;

/**
 * The public chat widget's server side: sessions keyed by the browser's session id, the transcript in our store,
 * replies from the assistant provider, uploads, and the two notifications to the admin (new session, transcript).
 */
export class ChatService {
  /** One upload at a time per session is counted and recorded. */
  private readonly sessionUploads = new KeyedLock();

  constructor(private readonly deps: ChatDependencies) {}

  async widgetConfig() {
    const { initialMessage } = await this.deps.assistantSettings.read();
    return { provider: this.deps.assistant.name, initialMessage };
  }

  /**
   * Idempotent per session id: a reload gets the same thread and the conversation so far, and an ended chat opens
   * again (the widget's "Start New Chat" reloads the page with the same session id). The admin hears of a session
   * only once the visitor writes (see `send`), not when the widget merely opens.
   */
  async init(input: ChatInitBody, visitor: VisitorInfo): Promise<ChatInitAnswer> {
    const { chats } = this.deps;
    const opening = await this.opening();
    const existing = await chats.findSession(input.sessionId);
    if (existing) {
      await this.link(existing, visitor.userId);
      if (existing.status === 'ended') await chats.reopenSession(existing.sessionId);
      return { threadId: existing.conversationId, ...opening, messages: await this.shownTo(existing, visitor) };
    }

    const geo = input.geoData ?? {};
    const countryCode = (geo.country_code ?? '').trim().toUpperCase();
    try {
      const session = await chats.createSession({
        sessionId: input.sessionId,
        conversationId: newConversationId(),
        userId: visitor.userId,
        ipAddress: visitor.ip,
        reportedIp: geo.ip?.trim() ?? '',
        city: geo.city?.trim() || 'Unknown',
        country: geo.country?.trim() || 'Unknown',
        countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : '',
        // The browser's flag_emoji is display text we can derive ourselves; deriving it keeps the record consistent.
        flagEmoji: flagOf(countryCode),
        userAgent: (input.userAgent?.trim() || visitor.userAgent).slice(0, 500),
      });
      return { threadId: session.conversationId, ...opening, messages: [] };
    } catch (error) {
      // Two tabs of one browser raced to create the session: the loser answers with the winner's thread.
      if (!(error instanceof DuplicateKeyError)) throw error;
      const winner = await chats.findSession(input.sessionId);
      if (!winner) throw error;
      return { threadId: winner.conversationId, ...opening, messages: [] };
    }
  }

  /** What every chat opens with: the welcome text, and the staff avatar beside the replies (null while none). */
  private async opening() {
    const [{ initialMessage }, staffAvatarUrl] = await Promise.all([
      this.deps.assistantSettings.read(),
      this.deps.settings.avatarUrl(),
    ]);
    return { initialMessage, staffAvatarUrl };
  }

  /** Stores the visitor's message, asks the assistant with the stored history, stores and returns the reply. */
  async send(input: ChatMessageBody, visitor: VisitorInfo) {
    const { chats, assistant, logger } = this.deps;
    const session = await this.activeSession(input.sessionId);
    await this.link(session, visitor.userId);

    const [history, shared] = await Promise.all([
      chats.recentMessages(session.sessionId, HISTORY_LIMIT),
      this.filesFor(session, input.message),
    ]);
    const asked = await chats.appendMessage(session.sessionId, {
      role: 'user',
      content: input.message,
      fileIds: shared.map(({ id }) => id),
    });
    // The session's first message: a visitor is really chatting now, so staff hear of it (once per session).
    if (asked.position === 1) {
      this.notifyAdmin(
        'chat-session-started',
        'New chat session started',
        newSessionText(session, `${this.deps.config.publicUrl}/admin/dashboard`),
      );
    }

    let reply: string;
    try {
      reply = await assistant.reply({
        history: history.map(({ role, content }) => ({ role, content })),
        message: input.message,
        files: shared.map(({ file }) => file),
      });
    } catch (error) {
      if (!(error instanceof AssistantUnavailableError)) throw error;
      logger.warn({ err: error, provider: assistant.name }, 'the assistant could not answer a chat message');
      throw new HttpError(502, 'ASSISTANT_UNAVAILABLE', 'Failed to send message');
    }
    const stored = await chats.appendMessage(session.sessionId, { role: 'assistant', content: reply, fileIds: [] });
    return { message: stored.content, timestamp: stored.createdAt.toISOString() };
  }

  async upload(
    input: ChatUploadFields,
    received: readonly ReceivedFile[],
    visitor: VisitorInfo,
  ): Promise<UploadedChatFile[]> {
    const session = await this.activeSession(input.sessionId);
    if (session.conversationId !== input.threadId) throw notFound('Chat session');
    if (!received.length) throw new HttpError(400, 'VALIDATION_FAILED', 'No files were uploaded');
    // Counted and recorded in one step per session, so parallel uploads never pass the limit together (in this
    // process; see FileService.register for several processes).
    const records = await this.sessionUploads.run(session.sessionId, async () => {
      const existing = await this.deps.files.countForSession(session.sessionId, 'chat');
      if (existing + received.length > CHAT_MAX_FILES)
        throw new HttpError(400, 'TOO_MANY_FILES', tooManyFilesMessage(existing));
      return this.deps.files.register(received, {
        source: 'chat',
        sessionId: session.sessionId,
        requestId: session.requestId,
        ownerId: session.userId ?? visitor.userId,
        uploadedBy: visitor.userId,
      });
    });
    return records.map((record) => ({
      id: record.id,
      originalName: record.originalName,
      filename: serverName(record.storageId, record.originalName),
      fileSize: record.size,
      mimeType: record.mimeType,
      category: record.category,
    }));
  }

  /** The client's latest chat session id, or null when they have none yet. */
  async mySession(userId: string): Promise<{ sessionId: string | null }> {
    return { sessionId: (await this.deps.chats.latestSessionOf(userId))?.sessionId ?? null };
  }

  /**
   * The last messages of a session linked to this client, oldest first. Anyone else's session, or an anonymous one,
   * is "not found": a session id alone proves nothing about who owns the conversation.
   */
  async history(sessionId: string, userId: string): Promise<ChatHistory> {
    const session = await this.deps.chats.findSession(sessionId);
    if (!session || session.userId !== userId) throw notFound('Chat session');
    return { threadId: session.conversationId, messages: await this.conversation(session) };
  }

  /**
   * What a reload of the widget shows again: an anonymous session's conversation to the browser holding its id (that
   * id is what lets it write there too), a linked session's only to its own client.
   */
  private shownTo(session: ChatSessionRecord, visitor: VisitorInfo): Promise<ChatHistoryMessage[]> {
    const owner = session.userId ?? visitor.userId;
    return owner === visitor.userId ? this.conversation(session) : Promise.resolve([]);
  }

  /** The session's last messages, oldest first, each with the files it carried. */
  private async conversation(session: ChatSessionRecord): Promise<ChatHistoryMessage[]> {
    const { chats, files } = this.deps;
    const [messages, sessionFiles] = await Promise.all([
      chats.recentMessages(session.sessionId, SHOWN_HISTORY_LIMIT),
      files.listForSession(session.sessionId, 'chat'),
    ]);
    const byId = new Map(
      sessionFiles.map((file) => [
        file.id,
        { id: file.id, originalName: file.originalName, mimeType: file.mimeType, fileSize: file.size },
      ]),
    );
    return messages.map((message) => {
      const attached = message.fileIds.flatMap((id) => byId.get(id) ?? []);
      return {
        id: message.id,
        role: message.role,
        content: message.content,
        timestamp: message.createdAt.toISOString(),
        ...(attached.length ? { files: attached } : {}),
      };
    });
  }

  /** How many files a session already holds (0 for an unknown one), for the "too many files" message. */
  countFiles(sessionId: string) {
    return this.deps.files.countForSession(sessionId, 'chat');
  }

  /** Ends the chat once; the call that ends it sends the transcript to the admin. Ending twice is fine. */
  async end(sessionId: string): Promise<void> {
    const { chats, files } = this.deps;
    const ended = await chats.endSession(sessionId, new Date());
    if (!ended) {
      if (!(await chats.findSession(sessionId))) throw notFound('Chat session');
      return;
    }
    if (!ended.messageCount) return;
    const [messages, sessionFiles] = await Promise.all([
      chats.allMessages(sessionId),
      files.listForSession(sessionId, 'chat'),
    ]);
    const subject = `Chat transcript — ${ended.city}, ${ended.country} — ${ended.messageCount} messages`;
    this.notifyAdmin('chat-transcript', subject, formatTranscript(ended, messages, sessionFiles));
  }

  /** The visitor's chat led to this request (the wizard's submission): the session now belongs to its client. */
  linkRequest(sessionId: string, requestId: string, clientId: string) {
    return this.deps.chats.linkRequest(sessionId, requestId, clientId);
  }

  private async activeSession(sessionId: string): Promise<ChatSessionRecord> {
    const session = await this.deps.chats.findSession(sessionId);
    if (!session) throw notFound('Chat session');
    if (session.status !== 'active')
      throw new HttpError(409, 'CHAT_ENDED', 'This chat has ended. Start a new chat to continue.');
    return session;
  }

  private async link(session: ChatSessionRecord, userId: string | null): Promise<void> {
    if (userId && !session.userId) await this.deps.chats.linkUser(session.sessionId, userId);
  }

  /**
   * The files this message is about: those uploaded since the last message (the widget follows an upload with a
   * request to analyse them), plus earlier ones the visitor names. Their text is read for the assistant.
   */
  private async filesFor(session: ChatSessionRecord, message: string): Promise<{ id: string; file: SharedFile }[]> {
    const { chats, files } = this.deps;
    const all = await files.listForSession(session.sessionId, 'chat');
    if (!all.length) return [];
    const attached = new Set(
      (
        await chats.messagesWithFiles(
          session.sessionId,
          all.map(({ id }) => id),
        )
      ).flatMap(({ fileIds }) => fileIds),
    );
    const lower = message.toLowerCase();
    const relevant = all.filter(
      ({ id, originalName }) => !attached.has(id) || lower.includes(originalName.toLowerCase()),
    );
    return Promise.all(
      relevant.map(async (record) => {
        const file: SharedFile = { name: record.originalName, mimeType: record.mimeType };
        try {
          file.text = await files.readText(record);
        } catch (error) {
          if (!(error instanceof UnsafeFileError)) throw error;
          file.unsafe = true;
        }
        return { id: record.id, file };
      }),
    );
  }

  private notifyAdmin(task: string, subject: string, text: string): void {
    const { background, settings, mailer } = this.deps;
    background.run(task, async () => mailer.send({ to: await settings.get('admin_email'), subject, text }));
  }
}
