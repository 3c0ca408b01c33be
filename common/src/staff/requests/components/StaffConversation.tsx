import LockOutlined from '@ant-design/icons/LockOutlined';
import { Button, Empty, Flex, Spin, Tag, Typography, theme } from 'antd';
import type { RequestUpdate } from '../../../contracts/request-updates';
import { formatDateTime } from '@lexa/common';
import { FileDownloadLink } from '../../../ui/FileDownloadLink';
import { TAP_TARGET } from '../../../ui/tap-target';
import { useStaffApi } from '../../staff-api';
import { useStaffRequestUpdates } from '../hooks/use-staff-request';

const ROLE_LABELS: Record<RequestUpdate['author']['role'], string> = {
  client: 'Client',
  admin: 'Admin',
  attorney: 'Attorney',
};

function UpdateBubble({ update }: { update: RequestUpdate }) {
  const { token } = theme.useToken();
  const { http } = useStaffApi();
  const fromClient = update.author.role === 'client';
  let background = fromClient ? token.colorFillTertiary : token.colorPrimaryBg;
  if (update.isInternal) background = token.colorWarningBg;
  return (
    <Flex
      vertical
      gap={4}
      data-testid="staff-request-update"
      data-internal={update.isInternal ? 'true' : undefined}
      style={{
        alignSelf: fromClient ? 'flex-start' : 'flex-end',
        maxWidth: '90%',
        padding: '8px 12px',
        borderRadius: 8,
        background,
        border: update.isInternal ? `1px dashed ${token.colorWarningBorder}` : undefined,
      }}
    >
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{update.author.name}</Typography.Text>
        <Tag>{ROLE_LABELS[update.author.role]}</Tag>
        {update.adminAlias && <Typography.Text type="secondary">as {update.adminAlias}</Typography.Text>}
        {update.isInternal && (
          <Tag color="orange" icon={<LockOutlined />}>
            Internal note
          </Tag>
        )}
        <Typography.Text type="secondary">{formatDateTime(update.createdAt)}</Typography.Text>
      </Flex>
      {update.message && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{update.message}</Typography.Text>}
      {update.files.map((file) => (
        <FileDownloadLink key={file.id} file={file} http={http} />
      ))}
    </Flex>
  );
}

export interface StaffConversationProps {
  requestId: string;
}

/** The request's whole conversation as staff see it, internal notes included and marked, older pages on demand. */
export function StaffConversation({ requestId }: StaffConversationProps) {
  const { updates, failed, hasOlder, loadingOlder, loadOlder } = useStaffRequestUpdates(requestId);
  if (failed) return <Typography.Text type="danger">Failed to load messages</Typography.Text>;
  if (updates === null) return <Spin size="small" />;
  return (
    <Flex vertical gap={8} data-testid="staff-request-conversation">
      {hasOlder && (
        <Button style={{ ...TAP_TARGET, alignSelf: 'center' }} loading={loadingOlder} onClick={loadOlder}>
          Load older messages
        </Button>
      )}
      {updates.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />
      ) : (
        updates.map((update) => <UpdateBubble key={update.id} update={update} />)
      )}
    </Flex>
  );
}
