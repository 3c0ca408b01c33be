import { Badge, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { MessageThread } from '../contracts/messages';
import { formatDateTime } from '@lexa/common';

export interface ThreadRowProps {
  thread: MessageThread;
  /** The bold first line: who the thread is with for staff, what it is about for a client. */
  title: ReactNode;
  onOpen: (threadId: string) => void;
  /** The open thread, where the list sits beside it. */
  selected?: boolean;
  /** Before the unread badge, e.g. the thread's type. */
  tag?: ReactNode;
  /** Lines between the title and the last message's preview. */
  children?: ReactNode;
  /** Names the row `{testIdPrefix}-item` and its preview `{testIdPrefix}-preview`. */
  testIdPrefix: string;
}

/** One thread in a message list (admin and client messaging): title, unread badge, last message, when. */
export function ThreadRow({ thread, title, onOpen, selected = false, tag, children, testIdPrefix }: ThreadRowProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      role="listitem"
      vertical
      gap={2}
      tabIndex={0}
      data-testid={`${testIdPrefix}-item`}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onOpen(thread.threadId)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(thread.threadId);
        }
      }}
      style={{
        cursor: 'pointer',
        minHeight: 44,
        padding: 8,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: selected ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong ellipsis>
          {title}
        </Typography.Text>
        <Flex gap={8} align="center" style={{ flexShrink: 0 }}>
          {tag}
          <Badge count={thread.unreadCount} overflowCount={99} aria-label={`${thread.unreadCount} unread`} />
        </Flex>
      </Flex>
      {children}
      {thread.lastMessage && (
        <Typography.Text type="secondary" ellipsis data-testid={`${testIdPrefix}-preview`}>
          {thread.lastMessage.content}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {formatDateTime(thread.lastMessageAt)}
      </Typography.Text>
    </Flex>
  );
}
