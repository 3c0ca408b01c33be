import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SessionUser } from '@lexa/common';
import { useAssistantChat } from '../hooks/use-assistant-chat';

export interface AssistantSectionProps {
  user: SessionUser;
}

const bubble = (mine: boolean) => ({
  alignSelf: mine ? 'flex-end' : 'flex-start',
  maxWidth: '75%',
  padding: '8px 12px',
  borderRadius: 12,
  whiteSpace: 'pre-wrap' as const,
  background: mine ? '#1677ff' : '#f0f0f0',
  color: mine ? '#fff' : 'inherit',
});

/** Continue with the assistant: a full-height conversation with the same message rules as the public widget. */
export function AssistantSection({ user }: AssistantSectionProps) {
  const { messages, typing, ready, send } = useAssistantChat(user.id);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

  const submit = () => {
    if (!draft.trim() || typing || !ready) return;
    void send(draft);
    setDraft('');
  };

  // Enter sends, Shift+Enter adds a newline.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div
      data-testid="assistant-section"
      style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 160px)', minHeight: 400 }}
    >
      <Typography.Title level={3}>Continue with the assistant</Typography.Title>
      <div
        role="log"
        aria-label="Conversation"
        style={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}
      >
        {messages.map((message, index) => (
          <div
            key={message.id ?? `${message.timestamp}-${index}`}
            data-testid={`assistant-message-${message.role}`}
            style={bubble(message.role === 'user')}
          >
            {message.content}
            {message.files?.map((file) => (
              <div key={file.id} style={{ fontSize: 12, opacity: 0.8 }}>
                📎 {file.originalName}
              </div>
            ))}
          </div>
        ))}
        {typing && (
          <div data-testid="assistant-typing" aria-label="The assistant is typing" style={bubble(false)}>
            …
          </div>
        )}
        <div ref={end} />
      </div>
      <div style={{ display: 'flex', gap: 8, paddingTop: 8 }}>
        <Input.TextArea
          aria-label="Message"
          autoSize={{ minRows: 1, maxRows: 5 }}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message…"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label="Send"
          disabled={!draft.trim() || typing || !ready}
          onClick={submit}
        />
      </div>
    </div>
  );
}
