import { Empty, Flex, Spin, Tag, Typography, theme } from 'antd';
import { SENDER_ROLE_COLORS, authorRole, formatDateTime, isStaffRole, type RequestUpdate } from '@lexa/common';
import { FileDownloadLink, StaffAvatar } from '@lexa/common/ui';

export interface RequestThreadProps {
  updates: RequestUpdate[] | null;
}

/**
 * The request's messages, oldest first. Staff replies show under the name staff chose (their alias) with the same role
 * badge and staff avatar as in Messages (Support under an alias): both are views of one conversation.
 */
export function RequestThread({ updates }: RequestThreadProps) {
  const { token } = theme.useToken();
  if (updates === null) return <Spin size="small" />;
  if (updates.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />;
  return (
    <Flex vertical gap={8} data-testid="request-thread">
      {updates.map((update) => {
        const own = update.author.role === 'client';
        const role = authorRole(update);
        return (
          <Flex
            key={update.id}
            vertical
            gap={4}
            data-testid="request-update"
            style={{
              alignSelf: own ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              padding: '8px 12px',
              borderRadius: 8,
              background: own ? token.colorSuccessBg : token.colorFillTertiary,
            }}
          >
            <Flex gap={8} align="center" wrap>
              {!own && isStaffRole(role) && <StaffAvatar name={update.author.name} />}
              <Typography.Text strong>{own ? 'You' : update.author.name}</Typography.Text>
              {!own && <Tag color={SENDER_ROLE_COLORS[role]}>{role}</Tag>}
              <Typography.Text type="secondary">{formatDateTime(update.createdAt)}</Typography.Text>
            </Flex>
            {update.message && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{update.message}</Typography.Text>}
            {update.files.map((file) => (
              <FileDownloadLink key={file.id} file={file} />
            ))}
          </Flex>
        );
      })}
    </Flex>
  );
}
