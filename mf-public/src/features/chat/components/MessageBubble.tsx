import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import { Avatar, Button } from 'antd';
import type { UploadedChatFile } from '../api/chat-api';
import type { ChatMessage } from '../hooks/use-chat';
import { formatFileSize, formatMessageTime } from '../utils/format';
import { linkify } from '../utils/linkify';
import { requestPageLink } from '../utils/request-link';

export interface MessageBubbleProps {
  message: ChatMessage;
  onNavigate(url: URL): void;
  /** The staff avatar beside replies, once the admin uploaded one (none before: the header carries the letter). */
  avatarSrc?: string | null;
}

export interface FileListProps {
  files: readonly UploadedChatFile[];
}

function FileList({ files }: FileListProps) {
  return (
    <ul className="lexa-chat-files" aria-label="Uploaded files">
      {files.map((file) => (
        <li key={file.id} className="lexa-chat-file" data-category={file.category}>
          {file.category === 'image' ? (
            <FileImageOutlined aria-label="Image" />
          ) : (
            <FileOutlined aria-label="Document" />
          )}
          <span className="lexa-chat-file-name" title={file.originalName}>
            {file.originalName}
          </span>
          <span className="lexa-chat-file-size">{formatFileSize(file.fileSize)}</span>
        </li>
      ))}
    </ul>
  );
}

/** One message: linkified text, its files, the time, and "Post a Request" under replies that link to that page. */
export function MessageBubble({ message, onNavigate, avatarSrc }: MessageBubbleProps) {
  const requestLink = message.role === 'assistant' ? requestPageLink(message.content) : null;
  return (
    <div className="lexa-chat-row" data-role={message.role}>
      {message.role === 'assistant' && avatarSrc && (
        <Avatar size={28} src={avatarSrc} alt="" className="lexa-chat-avatar" data-testid="chat-message-avatar" />
      )}
      <div className="lexa-chat-bubble" data-testid="chat-message">
        {message.files?.length ? <FileList files={message.files} /> : null}
        <div>{linkify(message.content)}</div>
        {requestLink && (
          <Button className="lexa-chat-action" type="primary" size="small" onClick={() => onNavigate(requestLink)}>
            Post a Request
          </Button>
        )}
        <time className="lexa-chat-time" dateTime={message.timestamp.toISOString()}>
          {formatMessageTime(message.timestamp)}
        </time>
      </div>
    </div>
  );
}

export function TypingIndicator() {
  return (
    <div className="lexa-chat-row" data-role="assistant">
      <div className="lexa-chat-bubble lexa-chat-typing" role="status" aria-label="Lexa is typing">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
