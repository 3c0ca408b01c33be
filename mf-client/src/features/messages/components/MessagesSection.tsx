import { Alert, Card, Col, Empty, Flex, Row, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { SessionUser } from '@lexa/common';
import { Composer, FileDownloadLink, ThreadMessageBubble, useToasts } from '@lexa/common/ui';
import type { ThreadFilter } from '../api/messages-api';
import { useSendMessage, useThreadMessages, useThreads } from '../hooks/use-threads';
import { MESSAGE_ATTACHMENT_ACCEPT, messageAttachmentProblem } from '../utils/message-rules';
import { ThreadList } from './ThreadList';

export interface MessagesSectionProps {
  user: SessionUser;
}

export const NO_THREAD_TEXT = 'Cannot send messages. Please post a legal request first.';

/** The client's conversation with the legal team: threads on one side, the open thread and a composer on the other. */
export function MessagesSection({ user }: MessagesSectionProps) {
  const { message } = useToasts();
  const [filter, setFilter] = useState<ThreadFilter>('all');
  const [search, setSearch] = useState('');
  const threads = useThreads(filter, search);
  const [selected, setSelected] = useState<string | null>(null);
  const data = useThreadMessages(selected);
  const sendReply = useSendMessage();

  // Open the most recent thread once the list arrives, and never leave a vanished one open.
  useEffect(() => {
    if (threads === null) return;
    if (selected === null || (filter === 'all' && !search && !threads.some((thread) => thread.threadId === selected))) {
      setSelected(threads[0]?.threadId ?? null);
    }
  }, [threads, selected, filter, search]);

  const send = async (text: string, attachments: File[]): Promise<boolean> => {
    if (!selected) {
      void message.error(NO_THREAD_TEXT);
      return false;
    }
    try {
      await sendReply.mutateAsync({ threadId: selected, content: text, attachments });
      return true;
    } catch (error) {
      console.error('Sending the reply failed', error);
      void message.error('Failed to send reply. Please try again.');
      return false;
    }
  };

  const noThreads = threads !== null && threads.length === 0 && filter === 'all' && !search;

  return (
    <Row gutter={[16, 16]} data-testid="messages-section">
      <Col xs={24} md={8}>
        <Card size="small">
          <ThreadList
            threads={threads}
            selected={selected}
            onSelect={setSelected}
            filter={filter}
            onFilter={setFilter}
            search={search}
            onSearch={setSearch}
          />
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card size="small">
          {noThreads ? (
            <Alert type="info" showIcon title={NO_THREAD_TEXT} />
          ) : (
            <Flex vertical gap={12}>
              <Flex vertical gap={8} style={{ maxHeight: 480, overflowY: 'auto' }} data-testid="message-list">
                {selected === null ? null : data === null ? (
                  <Spin />
                ) : data.messages.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
                ) : (
                  data.messages.map((item) => (
                    <ThreadMessageBubble
                      key={item.id}
                      message={item}
                      own={item.senderId === user.id}
                      withStaffAvatar
                      testId="message-bubble"
                    >
                      {item.files.map((file) => (
                        <FileDownloadLink key={file.id} file={file} />
                      ))}
                    </ThreadMessageBubble>
                  ))
                )}
              </Flex>
              <Composer
                accept={MESSAGE_ATTACHMENT_ACCEPT}
                validate={messageAttachmentProblem}
                onSend={send}
                placeholder="Type your message"
                testId="message-composer"
              />
            </Flex>
          )}
        </Card>
      </Col>
    </Row>
  );
}
