import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { STATUS_LABELS, STATUS_PROGRESS, statusBadgeText, type LegalRequest, formatDate, PRIORITY_COLORS, STATUS_COLORS } from '@lexa/common';
import { ExpandableDescription } from './ExpandableDescription';

const { Text } = Typography;

export interface RequestCardProps {
  request: LegalRequest;
  /** Admins see who asked; a client only ever sees their own requests. */
  showClient: boolean;
}

export function RequestCard({ request, showClient }: RequestCardProps) {
  return (
    <Card
      data-testid="request-card"
      title={request.title}
      extra={<Tag color={STATUS_COLORS[request.status]}>{statusBadgeText(request.status)}</Tag>}
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center">
          <Text type="secondary">{request.requestNumber}</Text>
          <Tag color={PRIORITY_COLORS[request.priority]} style={{ textTransform: 'capitalize' }}>
            {request.priority}
          </Tag>
          <Tag>{request.category}</Tag>
        </Flex>
        <div>
          <Text strong>{STATUS_LABELS[request.status]}</Text>
          <Progress percent={STATUS_PROGRESS[request.status]} size="small" />
        </div>
        <ExpandableDescription text={request.description} />
        {showClient && (
          <Text type="secondary">Client: {[request.contactName, request.contactEmail].filter(Boolean).join(' · ')}</Text>
        )}
        <Text type="secondary">
          Created {formatDate(request.createdAt)} · Updated {formatDate(request.updatedAt)}
        </Text>
      </Flex>
    </Card>
  );
}
