import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button } from 'antd';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG } from '@lexa/common';
import { useLayoutEffect, useRef, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { INPUT_MAX_HEIGHT_PX } from '../constants';
import { CHAT_FILE_ACCEPT } from '../utils/file-rules';
import { ChatTooltip } from './ChatTooltip';

export interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  /** Typing, not initialised or ended. */
  disabled: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onFiles(files: File[]): void;
  attachDisabled: boolean;
  /** At the per-chat file limit: the attach button is disabled and a click on it explains why. */
  atFileLimit: boolean;
  onFileLimit(): void;
  uploading: boolean;
}

/** The counter shows from this length on, so a long message is seen nearing the limit before it is refused. */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX_LENGTH * 0.9);
const formatCount = (count: number) => count.toLocaleString('en-US');

/** The message box (Enter sends, Shift+Enter adds a line, grows up to 128 px) with the attach and send buttons. */
export function ChatInput({
  value,
  onChange,
  onSend,
  disabled,
  inputRef,
  onFiles,
  attachDisabled,
  atFileLimit,
  onFileLimit,
  uploading,
}: ChatInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  // Counted as the API counts: trimmed.
  const length = value.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;

  useLayoutEffect(() => {
    const textarea = inputRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    // border-box: the height includes the borders, which scrollHeight leaves out.
    const borders = textarea.offsetHeight - textarea.clientHeight;
    textarea.style.height = `${Math.min(textarea.scrollHeight + borders, INPUT_MAX_HEIGHT_PX)}px`;
  }, [value, inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again fires a change.
    event.target.value = '';
    onFiles(files);
  };

  return (
    <div className="lexa-chat-compose">
      {length >= COUNTER_FROM && (
        <div className="lexa-chat-count" data-over={tooLong} data-testid="chat-count">
          {tooLong && <span role="alert">{CHAT_MESSAGE_TOO_LONG}</span>}
          <span>
            {formatCount(length)} / {formatCount(CHAT_MESSAGE_MAX_LENGTH)}
          </span>
        </div>
      )}
      <div className="lexa-chat-input">
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={CHAT_FILE_ACCEPT}
          onChange={onPicked}
          data-testid="chat-file-input"
        />
        <ChatTooltip
          title={atFileLimit ? 'Maximum 5 files allowed per chat session.' : 'Attach files (PDF, DOC, DOCX, JPG, PNG)'}
        >
          {/* The wrapper only catches clicks on the disabled button (to explain the limit); the button is the keyboard control. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <span
            className="lexa-chat-attach"
            data-limit={atFileLimit}
            data-testid="chat-attach"
            onClick={atFileLimit ? onFileLimit : undefined}
          >
            <Button
              aria-label="Attach files"
              icon={<PaperClipOutlined />}
              loading={uploading}
              disabled={attachDisabled || atFileLimit}
              onClick={() => fileInput.current?.click()}
            />
          </span>
        </ChatTooltip>
        <textarea
          ref={inputRef}
          className="lexa-chat-textarea"
          aria-label="Message"
          placeholder="Type your message..."
          rows={1}
          value={value}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <ChatTooltip title="Send">
          <Button
            type="primary"
            aria-label="Send message"
            icon={<SendOutlined />}
            disabled={disabled || !value.trim() || tooLong}
            onClick={onSend}
          />
        </ChatTooltip>
      </div>
    </div>
  );
}
