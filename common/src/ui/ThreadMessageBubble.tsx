import { Flex, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { ThreadMessage } from '../contracts/messages';
import { formatDateTime, SENDER_ROLE_COLORS, isStaffRole, senderLabel, senderRole } from '@lexa/common';
import { StaffAvatar } from './StaffAvatar';

export interface ThreadMessageBubbleProps {
  message: ThreadMessage;
  own: boolean;
  /** The attachments as this side may open them. */
  children: ReactNode;
  /** The staff avatar beside staff senders: the firm's face to its clients. */
  withStaffAvatar?: boolean;
  testId: string;
}

/**
 * One message of a thread (signed-in spec §2.4 Thread view, admin and client messaging): own messages right in green
 * with Read or Sent; others left with the sender and a role badge. Internal notes (staff only, never sent to the
 * client) are marked so no one mistakes them for what the client saw.
 */
export function ThreadMessageBubble({
  message,
  own,
  children,
  withStaffAvatar = false,
  testId,
}: ThreadMessageBubbleProps) {
  const { token } = theme.useToken();
  const role = senderRole(message);
  const background = message.isInternal ? token.colorWarningBg : own ? token.colorSuccessBg : token.colorFillTertiary;
  const border = message.isInternal ? token.colorWarningBorder : own ? token.colorSuccessBorder : 'transparent';
  return (
    <Flex
      vertical
      gap={4}
      data-testid={testId}
      data-own={own ? 'true' : 'false'}
      data-internal={message.isInternal ? 'true' : 'false'}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        padding: '8px 12px',
        borderRadius: 12,
        background,
        border: `1px ${message.isInternal ? 'dashed' : 'solid'} ${border}`,
      }}
    >
      {(!own || message.isInternal) && (
        <Flex gap={8} align="center" wrap>
          {!own && withStaffAvatar && isStaffRole(role) && <StaffAvatar name={senderLabel(message)} />}
          {!own && <Typography.Text strong>{senderLabel(message)}</Typography.Text>}
          {!own && <Tag color={SENDER_ROLE_COLORS[role]}>{role}</Tag>}
          {message.isInternal && <Tag color="orange">Internal note</Tag>}
        </Flex>
      )}
      {message.content && (
        <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography.Text>
      )}
      {children}
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
