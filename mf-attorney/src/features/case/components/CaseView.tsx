import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Flex, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { STATUS_COLORS, httpStatusOf, statusBadgeText, useSession } from '@lexa/common';
import { RequestDetails, RequestFilesAndConversation, useStaffRequestDetail } from '@lexa/common/staff';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useCaseLiveUpdates } from '../hooks/use-case-live-updates';
import { CaseStatusButtons } from './CaseStatusButtons';
import { StatusPanel } from '@lexa/common/ui';

const DASHBOARD = '/attorney/dashboard';

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
      <StatusPanel
        status="404"
        title="Case not found"
        subTitle="This request is not assigned to you (or no longer is)."
        extra={back}
        data-testid="case-not-found"
      />
    ) : (
      <StatusPanel
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
      <RequestDetails request={request} clientEmail={client.email} clientName={client.name} />
      <RequestFilesAndConversation requestId={request.id} />
    </Flex>
  );
}
