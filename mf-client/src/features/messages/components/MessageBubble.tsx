import { Flex, Tag, Typography, theme } from 'antd';
import { SENDER_ROLE_COLORS, formatDateTime, isStaffRole, type ThreadMessage } from '@lexa/common';
import { FileDownloadLink, StaffAvatar } from '@lexa/common/ui';
import { senderLabel, senderRole } from '../utils/message-rules';

export interface MessageBubbleProps {
  message: ThreadMessage;
  own: boolean;
}

/**
 * Own messages sit right in green with Read or Sent; others left with the sender's label and role badge, staff ones
 * with the staff avatar.
 */
export function MessageBubble({ message, own }: MessageBubbleProps) {
  const { token } = theme.useToken();
  const role = senderRole(message);
  return (
    <Flex
      vertical
      gap={4}
      data-testid="message-bubble"
      data-own={own ? 'true' : 'false'}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        padding: '8px 12px',
        borderRadius: 12,
        background: own ? token.colorSuccessBg : token.colorFillTertiary,
        border: own ? `1px solid ${token.colorSuccessBorder}` : undefined,
      }}
    >
      {!own && (
        <Flex gap={8} align="center">
          {isStaffRole(role) && <StaffAvatar name={senderLabel(message)} />}
          <Typography.Text strong>{senderLabel(message)}</Typography.Text>
          <Tag color={SENDER_ROLE_COLORS[role]}>{role}</Tag>
        </Flex>
      )}
      {message.content && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography.Text>}
      {message.files.map((file) => (
        <FileDownloadLink key={file.id} file={file} />
      ))}
      <Flex gap={8} justify={own ? 'flex-end' : 'flex-start'}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(message.createdAt)}
        </Typography.Text>
        {own && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {message.isRead ? 'Read' : 'Sent'}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
