import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Descriptions, Divider, Flex, Result, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import {
  PRIORITY_COLORS,
  STATUS_COLORS,
  TIMELINES,
  formatDate,
  httpStatusOf,
  statusBadgeText,
  useSession,
} from '@lexa/common';
import { StaffConversation, StaffReplyComposer, StaffRequestFiles, useStaffRequestDetail } from '@lexa/common/staff';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useCaseLiveUpdates } from '../hooks/use-case-live-updates';
import { CaseStatusButtons } from './CaseStatusButtons';

const DASHBOARD = '/attorney/dashboard';
const timelineLabel = (value: string) => TIMELINES.find((timeline) => timeline.value === value)?.label ?? value;

export interface CaseViewProps {
  requestId: string;
}

/**
 * An attorney's case: the request, its files, its one conversation with the client and staff (reply or internal
 * note), and the In Progress / Resolved buttons. Live while open; a withdrawn attorney sees it gone at once.
 */
export function CaseView({ requestId }: CaseViewProps) {
  const detail = useStaffRequestDetail(requestId);
  const signOut = useSession((state) => state.attorney.signOut);
  const failure = detail.isError ? httpStatusOf(detail.error) : null;
  useCaseLiveUpdates(requestId);
  useEffect(() => {
    // A rejected token ends the session; the page then sends the attorney to sign in.
    if (failure === 401) signOut();
  }, [failure, signOut]);

  const back = (
    <ButtonLink to={DASHBOARD} icon={<ArrowLeftOutlined />}>
      Back to dashboard
    </ButtonLink>
  );
  if (detail.isError)
    return failure === 404 ? (
      <Result
        status="404"
        title="Case not found"
        subTitle="This request is not assigned to you (or no longer is)."
        extra={back}
        data-testid="case-not-found"
      />
    ) : (
      <Result
        status="error"
        title="Error loading the case"
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  if (!detail.data)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" />
      </Flex>
    );

  const { request, client } = detail.data;
  return (
    <Flex vertical gap={12} data-testid="attorney-case">
      <div>{back}</div>
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary">{request.requestNumber}</Typography.Text>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {request.title}
        </Typography.Title>
        <Tag color={STATUS_COLORS[request.status]} data-testid="case-status">
          {statusBadgeText(request.status)}
        </Tag>
      </Flex>
      <CaseStatusButtons request={request} />
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label="Client">{client.name || '—'}</Descriptions.Item>
        <Descriptions.Item label="Client e-mail">{client.email || request.contactEmail || '—'}</Descriptions.Item>
        <Descriptions.Item label="Priority">
          <Tag color={PRIORITY_COLORS[request.priority]} style={{ textTransform: 'capitalize' }}>
            {request.priority}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Category">{request.category || 'General'}</Descriptions.Item>
        <Descriptions.Item label="Jurisdiction">{request.jurisdiction || 'Not specified'}</Descriptions.Item>
        <Descriptions.Item label="Timeline">{timelineLabel(request.timeline) || 'Flexible'}</Descriptions.Item>
        <Descriptions.Item label="Budget">{request.budget || '—'}</Descriptions.Item>
        <Descriptions.Item label="Created">{formatDate(request.createdAt)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {request.description}
      </Typography.Paragraph>
      <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
        Files
      </Divider>
      <StaffRequestFiles requestId={request.id} />
      <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
        Conversation
      </Divider>
      <StaffConversation requestId={request.id} />
      <StaffReplyComposer requestId={request.id} />
    </Flex>
  );
}
