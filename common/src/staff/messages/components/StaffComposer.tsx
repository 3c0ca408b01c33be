import SendOutlined from '@ant-design/icons/SendOutlined';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useSendStaffMessage } from '../hooks/use-staff-thread';
import { AliasSelect, DEFAULT_ALIAS, type MessagingAlias } from './AliasSelect';

export interface StaffComposerProps {
  threadId: string;
}

/** The reply box: Enter sends, Shift+Enter adds a line; sending needs text and waits for the last send. */
export function StaffComposer({ threadId }: StaffComposerProps) {
  const [text, setText] = useState('');
  const [alias, setAlias] = useState<MessagingAlias>(DEFAULT_ALIAS);
  const sending = useSendStaffMessage();
  const content = text.trim();
  const blocked = !content || sending.isPending;

  const send = () => {
    if (blocked) return;
    sending.mutate({ threadId, content, aliasUsed: alias }, { onSuccess: () => setText('') });
  };

  return (
    <Flex vertical gap={8} data-testid="staff-composer">
      <Input.TextArea
        aria-label="Message"
        placeholder="Type your message"
        autoSize={{ minRows: 2, maxRows: 6 }}
        style={{ fontSize: 16 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Flex gap={8} align="center" justify="space-between" wrap>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary">Send as Admin</Typography.Text>
          <AliasSelect value={alias} onChange={setAlias} />
        </Flex>
        <Button
          type="primary"
          size="large"
          icon={<SendOutlined />}
          disabled={blocked}
          loading={sending.isPending}
          onClick={send}
        >
          Send
        </Button>
      </Flex>
    </Flex>
  );
}
