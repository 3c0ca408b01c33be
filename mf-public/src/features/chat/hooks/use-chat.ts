import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  getApiOrigin,
  httpStatusOf,
  isHttpError,
  reportFailures,
  serverErrorText,
  type ChatHistoryMessage,
  type ChatInitAnswer,
} from '@lexa/common';
import {
  chatKeys,
  endChat as postEndChat,
  initChat,
  sendChatMessage,
  uploadChatFiles,
  type UploadedChatFile,
} from '../api/chat-api';
import { visitorLocation } from '../api/visitor-location';
import {
  ANALYSIS_AFTER_UPLOAD_MS,
  BUSY_RETRY_MAX_MS,
  BUSY_RETRY_MIN_MS,
  BUSY_RETRY_MS,
  CONNECTION_TROUBLE,
  FALLBACK_WELCOME,
  INIT_FAILED,
  SEND_FAILED,
  SEND_FAILED_UNKNOWN,
  WELCOME_DELAY_MS,
} from '../constants';
import { checkChatFiles } from '../utils/file-rules';
import { forgetSessionId, getOrCreateSessionId } from '../utils/session-id';
import { useToasts } from '@lexa/common/ui';

export interface ChatMessage {
  id: string;
  content: string;
  role: 'user' | 'assistant';
  timestamp: Date;
  files?: UploadedChatFile[];
}

/** The chat's state (public spec §3), plus whether it ended and the server's first message. */
export interface ChatState {
  messages: ChatMessage[];
  isTyping: boolean;
  isInitialized: boolean;
  error: string | null;
  threadId: string | null;
  uploadedFiles: UploadedChatFile[];
  isUploading: boolean;
  isEnded: boolean;
  welcomeText: string;
  /** The server turns new chats away for now (429): the widget says so and tries again by itself. */
  isBusy: boolean;
  /** The staff avatar's full address, null while none was uploaded (the header then shows the letter). */
  staffAvatarSrc: string | null;
}

/** What the screen changes; the session's start (initialised, thread, welcome text) comes from the init query. */
type ConversationState = Omit<ChatState, 'isInitialized' | 'threadId' | 'welcomeText' | 'isBusy' | 'staffAvatarSrc'>;

const initialState: ConversationState = {
  messages: [],
  isTyping: false,
  error: null,
  uploadedFiles: [],
  isUploading: false,
  isEnded: false,
};

export const WELCOME_MESSAGE_ID = 'welcome';

let nextId = 0;
const message = (role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `${role}-${Date.now()}-${(nextId += 1)}`,
  role,
  content,
  timestamp: new Date(),
  ...extra,
});

/** The message sent for the assistant after an upload, naming the files so the assistant reads them. */
const analysisRequest = (files: readonly UploadedChatFile[]): string =>
  `Please analyze the file${files.length === 1 ? '' : 's'} I just uploaded: ${files.map((file) => file.originalName).join(', ')}`;

/** A stored message of this session as the widget shows it (a file's category follows its type). */
const restoredMessage = ({ id, role, content, timestamp, files }: ChatHistoryMessage): ChatMessage => ({
  id,
  role,
  content,
  timestamp: new Date(timestamp),
  ...(files && {
    files: files.map((file) => ({
      ...file,
      filename: file.originalName,
      category: file.mimeType.startsWith('image/') ? ('image' as const) : ('other' as const),
    })),
  }),
});

/** The state a reload starts from: the welcome, then the conversation so far with the files it holds. */
function restoredConversation(answer: ChatInitAnswer, s: ConversationState): ConversationState {
  if (!answer.messages.length || s.messages.length) return s;
  const messages = answer.messages.map(restoredMessage);
  const welcome = { ...message('assistant', answer.initialMessage || FALLBACK_WELCOME), id: WELCOME_MESSAGE_ID };
  return {
    ...s,
    messages: [{ ...welcome, timestamp: messages[0]!.timestamp }, ...messages],
    uploadedFiles: messages.flatMap((restored) => restored.files ?? []),
  };
}

const isBusyAnswer = (error: unknown): boolean => httpStatusOf(error) === 429;

/** How long to wait before trying a refused start again: the server's Retry-After, within bounds, else a default. */
function busyRetryDelay(error: unknown): number {
  const header = isHttpError(error) ? Number(error.response?.headers['retry-after']) : Number.NaN;
  if (!Number.isFinite(header) || header <= 0) return BUSY_RETRY_MS;
  return Math.min(BUSY_RETRY_MAX_MS, Math.max(BUSY_RETRY_MIN_MS, header * 1000));
}

/** Starts the chat session: the visitor's location first (never fails, at most 3 s), then the init call. */
async function startChat(sessionId: string): Promise<ChatInitAnswer> {
  const geoData = await visitorLocation();
  return initChat({ sessionId, geoData, userAgent: navigator.userAgent });
}

/**
 * The chat's session, messages and calls. A send while a reply is pending, before initialisation or after the end
 * is ignored; the guard reads a ref so two sends in the same tick cannot both pass.
 */
export function useChat() {
  const { notification } = useToasts();
  const [conversation, setState] = useState(initialState);
  const sessionId = useRef('');
  if (!sessionId.current) sessionId.current = getOrCreateSessionId();
  const session = useQuery({
    queryKey: chatKeys.session(sessionId.current),
    queryFn: reportFailures(
      async () => {
        const answer = await startChat(sessionId.current);
        // Restored as it arrives, so no render shows an empty chat (or its welcome timer) first.
        setState((s) => restoredConversation(answer, s));
        return answer;
      },
      (error) => {
        if (isBusyAnswer(error)) return console.warn('The chat is busy; trying again shortly', error);
        console.error('The chat could not start', error);
        setState((s) => ({ ...s, error: INIT_FAILED }));
      },
    ),
    staleTime: Infinity,
    retry: (_count, error) => isBusyAnswer(error),
    retryDelay: (_count, error) => busyRetryDelay(error),
  });
  const state: ChatState = {
    ...conversation,
    isInitialized: !session.isPending,
    threadId: session.data?.threadId ?? null,
    welcomeText: session.data?.initialMessage || FALLBACK_WELCOME,
    isBusy: session.isPending && isBusyAnswer(session.failureReason),
    // The API may live on another origin (the embedded widget): the image must be asked of it.
    staffAvatarSrc: session.data?.staffAvatarUrl ? `${getApiOrigin()}${session.data.staffAvatarUrl}` : null,
  };
  const current = useRef(state);
  current.current = state;
  const { mutateAsync: postMessage } = useMutation({ mutationFn: sendChatMessage });
  const { mutateAsync: postFiles } = useMutation({
    mutationFn: ({ threadId, files }: { threadId: string; files: readonly File[] }) =>
      uploadChatFiles(sessionId.current, threadId, files),
  });
  const { mutateAsync: postEnd } = useMutation({ mutationFn: postEndChat });
  const typing = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const isEmpty = state.isInitialized && !state.isEnded && state.messages.length === 0;
  useEffect(() => {
    if (!isEmpty) return;
    const timer = setTimeout(() => {
      setState((s) =>
        s.messages.length
          ? s
          : { ...s, messages: [{ ...message('assistant', current.current.welcomeText), id: WELCOME_MESSAGE_ID }] },
      );
    }, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isEmpty]);

  const deliver = useCallback(
    async (content: string) => {
      try {
        const reply = await postMessage({ message: content, sessionId: sessionId.current });
        setState((s) => ({
          ...s,
          error: null,
          messages: [...s.messages, message('assistant', reply.message, { timestamp: new Date(reply.timestamp) })],
        }));
      } catch (error) {
        console.error('The chat message could not be sent', error);
        // The server read the message and refused it (too long, too fast, chat ended): its reason, not a
        // connection problem, is what the visitor needs.
        const status = httpStatusOf(error) ?? 0;
        if (status >= 400 && status < 500) {
          setState((s) => ({ ...s, error: serverErrorText(error, SEND_FAILED) }));
          return;
        }
        setState((s) => ({
          ...s,
          error: isHttpError(error) ? SEND_FAILED : SEND_FAILED_UNKNOWN,
          messages: [...s.messages, message('assistant', CONNECTION_TROUBLE)],
        }));
      } finally {
        typing.current = false;
        setState((s) => ({ ...s, isTyping: false }));
      }
    },
    [postMessage],
  );

  /**
   * Sends `text` (trimmed) unless it is blank, longer than the API takes, or the chat cannot take it now; answers
   * whether it was taken (a refused text stays in the input).
   */
  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      const { isInitialized, isEnded } = current.current;
      if (!content || content.length > CHAT_MESSAGE_MAX_LENGTH) return false;
      if (typing.current || !isInitialized || isEnded) return false;
      typing.current = true;
      setState((s) => ({ ...s, isTyping: true, messages: [...s.messages, message('user', content)] }));
      void deliver(content);
      return true;
    },
    [deliver],
  );

  const upload = useCallback(
    async (files: readonly File[]) => {
      const { uploadedFiles, threadId } = current.current;
      if (!files.length || !threadId) return;
      const problem = checkChatFiles(files, uploadedFiles.length);
      if (problem) {
        notification.error({ title: problem.title, description: problem.description });
        return;
      }
      setState((s) => ({ ...s, isUploading: true }));
      try {
        const uploaded = await postFiles({ threadId, files });
        setState((s) => ({
          ...s,
          uploadedFiles: [...s.uploadedFiles, ...uploaded],
          messages: [...s.messages, message('user', `Uploaded ${uploaded.length} file(s)`, { files: uploaded })],
        }));
        later(ANALYSIS_AFTER_UPLOAD_MS, () => send(analysisRequest(uploaded)));
      } catch (error) {
        notification.error({ title: 'Upload failed', description: serverErrorText(error, 'Upload failed') });
      } finally {
        setState((s) => ({ ...s, isUploading: false }));
      }
    },
    [later, notification, postFiles, send],
  );

  /** Ends the chat; a failed call is only logged, the chat counts as ended either way (public spec §4). */
  const end = useCallback(async () => {
    try {
      await postEnd(sessionId.current);
    } catch (error) {
      console.error('The chat end could not be recorded', error);
    }
    // The ended session cannot take messages: the next visit starts a new one.
    forgetSessionId();
    setState((s) => ({ ...s, isEnded: true, isTyping: false }));
  }, [postEnd]);

  /** Forgets the stored session id and resets all state. */
  const clear = useCallback(() => {
    forgetSessionId();
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    typing.current = false;
    setState(initialState);
  }, []);

  return { state, send, upload, end, clear };
}
