import { Descriptions, Flex, Tag } from 'antd';
import {
  statusBadgeText,
  type Assignment,
  type Priority,
  type RequestStatus,
  formatDate,
  PRIORITY_COLORS,
  STATUS_COLORS,
  timelineLabel,
} from '@lexa/common';
import { PlainCard, PlainParagraph, PlainText } from '@lexa/common/ui';
import { ButtonLink } from '../../../shared/components/ButtonLink';

export interface AssignmentCardProps {
  assignment: Assignment;
}

export function AssignmentCard({ assignment }: AssignmentCardProps) {
  const { request } = assignment;
  const detailPath = `/attorney/requests/${encodeURIComponent(request.id)}`;
  const details = [
    { key: 'jurisdiction', label: 'Jurisdiction', children: request.jurisdiction || 'Not specified' },
    { key: 'timeline', label: 'Timeline', children: timelineLabel(request.timeline) },
    { key: 'category', label: 'Category', children: request.category || 'General' },
    ...(request.contactEmail ? [{ key: 'contact', label: 'Contact', children: request.contactEmail }] : []),
    { key: 'assigned', label: 'Assigned', children: formatDate(assignment.assignedAt) },
  ];

  return (
    <PlainCard
      data-testid="attorney-assignment"
      title={request.title}
      extra={
        <Flex gap={4}>
          <Tag color={STATUS_COLORS[request.status as RequestStatus]}>{statusBadgeText(request.status)}</Tag>
          <Tag color={PRIORITY_COLORS[request.priority as Priority]}>{request.priority}</Tag>
        </Flex>
      }
    >
      <PlainText type="secondary">
        Request #{request.id} · Created {formatDate(request.createdAt)}
      </PlainText>
      <PlainParagraph style={{ marginTop: 8 }}>{request.description}</PlainParagraph>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={details} />
      <Flex gap="small" wrap style={{ marginTop: 16 }}>
        <ButtonLink to={detailPath}>View Details</ButtonLink>
        <ButtonLink type="primary" to={detailPath}>
          Work on Case
        </ButtonLink>
      </Flex>
    </PlainCard>
  );
}
