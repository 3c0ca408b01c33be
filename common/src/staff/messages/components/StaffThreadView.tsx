import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { ThreadMessageBubble } from '../../../ui/ThreadMessageBubble';
import { useStaffMe } from '../hooks/use-staff-me';
import { useStaffThread } from '../hooks/use-staff-thread';
import { FETCH_FAILED } from '../utils/message-errors';
import { StaffComposer } from './StaffComposer';

export interface StaffThreadViewProps {
  threadId: string;
  onBack: () => void;
}

/** One thread: back button and message count, the messages (older pages on demand), and the reply box. */
export function StaffThreadView({ threadId, onBack }: StaffThreadViewProps) {
  const me = useStaffMe();
  const { thread, total, messages, loading, failed, hasOlder, loadingOlder, loadOlder } = useStaffThread(threadId);
  const client = thread?.client;

  return (
    <Card size="small" data-testid="staff-thread-view">
      <Flex vertical gap={12}>
        <Flex align="center" gap={8}>
          <Button size="large" icon={<ArrowLeftOutlined />} onClick={onBack} aria-label="Back to threads" />
          <Flex vertical style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong ellipsis>
              {thread?.subject || 'Conversation'}
            </Typography.Text>
            {client && (
              <Typography.Text type="secondary" ellipsis>
                {`${client.firstName} ${client.lastName}`.trim()} · {client.email}
              </Typography.Text>
            )}
          </Flex>
          <Typography.Text type="secondary" data-testid="staff-thread-count" style={{ flexShrink: 0 }}>
            {total} {total === 1 ? 'message' : 'messages'}
          </Typography.Text>
        </Flex>
        {failed ? (
          <Alert type="error" showIcon title={FETCH_FAILED} />
        ) : loading ? (
          <Spin />
        ) : (
          <Flex vertical gap={8} data-testid="staff-message-list">
            {hasOlder && (
              <Button onClick={loadOlder} loading={loadingOlder} size="large" style={{ alignSelf: 'center' }}>
                Load older
              </Button>
            )}
            {messages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
            ) : (
              messages.map((item) => (
                <ThreadMessageBubble
                  key={item.id}
                  message={item}
                  own={me !== null && item.senderId === me.id}
                  testId="staff-message-bubble"
                >
                  {item.files.map((file) => (
                    <Typography.Text key={file.id} type="secondary">
                      📎 {file.originalName}
                    </Typography.Text>
                  ))}
                </ThreadMessageBubble>
              ))
            )}
          </Flex>
        )}
        <StaffComposer threadId={threadId} />
      </Flex>
    </Card>
  );
}
