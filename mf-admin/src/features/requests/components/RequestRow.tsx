import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Popconfirm, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { statusBadgeText, type LegalRequest, STATUS_COLORS } from '@lexa/common';

export interface RequestRowProps {
  request: LegalRequest;
  onDelete: (id: string) => Promise<void>;
}

export function RequestRow({ request, onDelete }: RequestRowProps) {
  const { token } = theme.useToken();
  const [pointerOrFocus, setPointerOrFocus] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const client = request.contactName || request.contactEmail;

  return (
    <div
      data-testid="admin-request-row"
      onMouseEnter={() => setPointerOrFocus(true)}
      onMouseLeave={() => setPointerOrFocus(false)}
      onFocus={() => setPointerOrFocus(true)}
      onBlur={() => setPointerOrFocus(false)}
      style={{
        padding: '12px 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: pointerOrFocus ? token.colorFillQuaternary : undefined,
      }}
    >
      <Flex justify="space-between" align="start" gap="middle">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text strong>{request.title}</Typography.Text>
            <Tag color={STATUS_COLORS[request.status]} data-testid="admin-request-status">
              {statusBadgeText(request.status)}
            </Tag>
          </Flex>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
            {request.description}
          </Typography.Paragraph>
          <Flex gap="middle" wrap>
            {client && <Typography.Text type="secondary">Client: {client}</Typography.Text>}
            {request.category && <Typography.Text type="secondary">Category: {request.category}</Typography.Text>}
            {request.budget && <Typography.Text type="secondary">Budget: {request.budget}</Typography.Text>}
          </Flex>
        </div>
        <Popconfirm
          title="Delete this request? This action cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onOpenChange={setConfirming}
          onConfirm={() => onDelete(request.id)}
        >
          {/* Hidden by opacity, not removed, so keyboard users can still tab to it. */}
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete request ${request.title}`}
            data-testid="admin-request-delete"
            style={{ opacity: pointerOrFocus || confirming ? 1 : 0 }}
          />
        </Popconfirm>
      </Flex>
    </div>
  );
}
