import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Avatar, Button } from 'antd';
import { ASSISTANT_NAME, ASSISTANT_STATUS } from '../constants';
import { ChatTooltip } from './ChatTooltip';

export interface ChatHeaderProps {
  onClose(): void;
  /** Present once the chat has messages to end. */
  onEnd?: () => void;
  ending?: boolean;
  /** The status line under the name: "Online" unless the chat is waiting to connect. */
  status?: string;
  /** The staff avatar from Settings; the assistant's letter while there is none. */
  avatarSrc?: string | null;
}

export function ChatHeader({ onClose, onEnd, ending, status = ASSISTANT_STATUS, avatarSrc }: ChatHeaderProps) {
  return (
    <header className="lexa-chat-header">
      <Avatar
        src={avatarSrc || undefined}
        alt=""
        data-testid="chat-header-avatar"
        style={{ background: '#fff', color: 'var(--lexa-chat-primary)', fontWeight: 700 }}
      >
        {ASSISTANT_NAME.charAt(0)}
      </Avatar>
      <div className="lexa-chat-header-text">
        <span className="lexa-chat-header-name">{ASSISTANT_NAME}</span>
        <span className="lexa-chat-header-status" role="status">
          {status}
        </span>
      </div>
      {onEnd && (
        <ChatTooltip title="End the chat and send the transcript to our team">
          <Button size="small" ghost loading={ending} onClick={onEnd}>
            End Chat
          </Button>
        </ChatTooltip>
      )}
      <ChatTooltip title="Close">
        <Button
          type="text"
          aria-label="Close chat"
          icon={<CloseOutlined />}
          onClick={onClose}
          style={{ color: '#fff' }}
        />
      </ChatTooltip>
    </header>
  );
}
