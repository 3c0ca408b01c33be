import DownOutlined from '@ant-design/icons/DownOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { Button, Flex, Progress, Tag, theme } from 'antd';
import type { ReactNode, Ref } from 'react';
import {
  STATUS_LABELS,
  STATUS_PROGRESS,
  statusBadgeText,
  type LegalRequest,
  formatDate,
  PRIORITY_COLORS,
  STATUS_COLORS,
} from '@lexa/common';
import { PlainCard, PlainText } from '@lexa/common/ui';
import { ExpandableDescription } from './ExpandableDescription';
import { RateAttorney } from './RateAttorney';

export interface RequestCardProps {
  request: LegalRequest;
  /** A message count and expandable details (`details` is shown while expanded). */
  conversation: {
    messageCount: number | undefined;
    expanded: boolean;
    onToggle: () => void;
    highlighted: boolean;
    details: ReactNode;
  };
  cardRef?: Ref<HTMLDivElement>;
}

export function RequestCard({ request, conversation, cardRef }: RequestCardProps) {
  const { token } = theme.useToken();
  const { highlighted } = conversation;
  return (
    <PlainCard
      ref={cardRef}
      data-testid="request-card"
      data-request-id={request.id}
      data-highlighted={highlighted ? 'true' : undefined}
      title={request.title}
      extra={<Tag color={STATUS_COLORS[request.status]}>{statusBadgeText(request.status)}</Tag>}
      style={
        highlighted
          ? { boxShadow: `0 0 0 3px ${token.colorPrimary}`, transition: 'box-shadow 0.3s' }
          : { transition: 'box-shadow 0.3s' }
      }
    >
      <Flex vertical gap={12}>
        <Flex wrap gap={8} align="center">
          <PlainText type="secondary">{request.requestNumber}</PlainText>
          <Tag color={PRIORITY_COLORS[request.priority]} style={{ textTransform: 'capitalize' }}>
            {request.priority}
          </Tag>
          <Tag>{request.category}</Tag>
          {conversation.messageCount !== undefined && (
            <Tag icon={<MessageOutlined />} data-testid="request-message-count">
              {conversation.messageCount === 1 ? '1 message' : `${conversation.messageCount} messages`}
            </Tag>
          )}
        </Flex>
        <div>
          <PlainText strong>{STATUS_LABELS[request.status]}</PlainText>
          <Progress percent={STATUS_PROGRESS[request.status]} size="small" />
        </div>
        <ExpandableDescription text={request.description} />
        {(request.status === 'resolved' || request.status === 'closed') && <RateAttorney requestId={request.id} />}
        <PlainText type="secondary">
          Created {formatDate(request.createdAt)} · Updated {formatDate(request.updatedAt)}
        </PlainText>
        <Button
          style={{ alignSelf: 'flex-start' }}
          icon={conversation.expanded ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={conversation.expanded}
          onClick={conversation.onToggle}
        >
          {conversation.expanded ? 'Hide details' : 'View details'}
        </Button>
        {conversation.expanded && conversation.details}
      </Flex>
    </PlainCard>
  );
}
