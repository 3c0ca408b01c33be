import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import { Alert, Button } from 'antd';
import { CHAT_CHIPS } from '@lexa/common';
import { UiProviders, useToasts } from '@lexa/common/ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ASSISTANT_BUSY_STATUS, ASSISTANT_NAME, CHAT_BUSY, FOCUS_AFTER_WELCOME_MS } from '../constants';
import { useChat, WELCOME_MESSAGE_ID } from '../hooks/use-chat';
import { usePrefill, type PrefillOptions } from '../hooks/use-prefill';
import { useEarlyChatHandover } from '../early-chat/use-early-chat-handover';
import { FILE_LIMIT_REACHED, MAX_CHAT_FILES } from '../utils/file-rules';
import { reloadPage } from '../utils/reload-page';
import { ChatHeader } from './ChatHeader';
import { ChatInput } from './ChatInput';
import { ChatSkeleton } from './ChatSkeleton';
import { MessageBubble, TypingIndicator } from './MessageBubble';

export interface ChatPanelProps extends PrefillOptions {
  onClose(): void;
  onEnd?: () => void;
  onNavigate?: (url: URL) => void;
}

const openInPage = (url: URL) => window.location.assign(url.href);

export interface ChatEndedProps {
  onStartNew(): void;
}

function ChatEnded({ onStartNew }: ChatEndedProps) {
  return (
    <div className="lexa-chat-ended" data-testid="chat-ended">
      <CheckCircleOutlined className="lexa-chat-ended-icon" />
      <strong style={{ fontSize: 16 }}>Thank you for chatting with us!</strong>
      <p style={{ margin: 0 }}>
        A transcript of this conversation has been sent to our team, who will follow up if needed.
      </p>
      <Button type="primary" onClick={onStartNew}>
        Start New Chat
      </Button>
    </div>
  );
}

/** The open chat, with antd's theme and toasts of its own: the page around the widget may have none. */
export function ChatPanel(props: ChatPanelProps) {
  return (
    <UiProviders>
      <ChatConversation {...props} />
    </UiProviders>
  );
}

/** Header, messages, quick chips, input and footer, or the thank-you view once ended. */
function ChatConversation({ onClose, onEnd, onNavigate = openInPage, ...prefill }: ChatPanelProps) {
  const { notification } = useToasts();
  const { state, send, upload, end, clear } = useChat();
  const { messages, isTyping, isInitialized, isEnded, isBusy, error, uploadedFiles, isUploading, threadId } = state;
  const { staffAvatarSrc } = state;
  const [input, setInput] = useState('');
  const inputValue = useRef(input);
  inputValue.current = input;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [ending, setEnding] = useState(false);

  const inputDisabled = isTyping || !isInitialized || isEnded;
  const hasConversation = messages.some((message) => message.role === 'user');

  const sendInput = () => {
    if (send(inputValue.current)) setInput('');
  };
  const sendPrefilled = useCallback(
    (text: string): boolean => {
      const sent = inputValue.current === text && send(text);
      if (sent) setInput('');
      return sent;
    },
    [send],
  );
  usePrefill(prefill, { setInput, sendPrefilled, ready: isInitialized && !isTyping && !isEnded });
  useEarlyChatHandover({
    ready: isInitialized && !isTyping && !isEnded && messages.length > 0,
    unavailable: isBusy || isEnded || Boolean(error),
    send,
    setInput,
    inputRef,
  });

  const welcomeShown = messages.length === 1 && messages[0].id === WELCOME_MESSAGE_ID;
  useEffect(() => {
    if (!welcomeShown) return;
    const timer = setTimeout(() => inputRef.current?.focus(), FOCUS_AFTER_WELCOME_MS);
    return () => clearTimeout(timer);
  }, [welcomeShown]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, isTyping]);

  const endChat = async () => {
    setEnding(true);
    await end();
    setEnding(false);
    onEnd?.();
  };
  const startNewChat = () => {
    clear();
    reloadPage();
  };

  return (
    <div className="lexa-chat-frame">
      <ChatHeader
        onClose={onClose}
        onEnd={hasConversation && !isEnded ? () => void endChat() : undefined}
        ending={ending}
        status={isBusy ? ASSISTANT_BUSY_STATUS : undefined}
        avatarSrc={staffAvatarSrc}
      />
      {isEnded ? (
        <ChatEnded onStartNew={startNewChat} />
      ) : isBusy ? (
        <div className="lexa-chat-body" data-testid="chat-busy">
          <Alert type="info" showIcon title={CHAT_BUSY} />
        </div>
      ) : !isInitialized ? (
        <ChatSkeleton />
      ) : (
        <div ref={listRef} className="lexa-chat-body" role="log" aria-label={`Conversation with ${ASSISTANT_NAME}`}>
          {error && <Alert type="error" showIcon title={error} />}
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} onNavigate={onNavigate} avatarSrc={staffAvatarSrc} />
          ))}
          {isTyping && <TypingIndicator />}
        </div>
      )}
      {isInitialized && !isEnded && !hasConversation && (
        <div className="lexa-chat-chips">
          {CHAT_CHIPS.map((chip) => (
            <Button key={chip.label} size="small" shape="round" disabled={isTyping} onClick={() => send(chip.message)}>
              {chip.label}
            </Button>
          ))}
        </div>
      )}
      {!isEnded && (
        <ChatInput
          value={input}
          onChange={setInput}
          onSend={sendInput}
          disabled={inputDisabled}
          inputRef={inputRef}
          onFiles={(files) => void upload(files)}
          attachDisabled={inputDisabled || isUploading || !threadId}
          atFileLimit={uploadedFiles.length >= MAX_CHAT_FILES}
          onFileLimit={() =>
            notification.warning({ title: FILE_LIMIT_REACHED.title, description: FILE_LIMIT_REACHED.description })
          }
          uploading={isUploading}
        />
      )}
      <footer className="lexa-chat-footer">Powered by {ASSISTANT_NAME}</footer>
    </div>
  );
}
