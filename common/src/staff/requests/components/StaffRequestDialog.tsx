import { Descriptions, Divider, Flex, Grid, Modal, Tag, Typography } from 'antd';
import type { LegalRequest } from '../../../contracts/requests';
import { TIMELINES, statusBadgeText, PRIORITY_COLORS, STATUS_COLORS, formatDate } from '@lexa/common';
import { AuditActivity } from '../../audit/components/AuditActivity';
import { useStaffApi } from '../../staff-api';
import { useStaffRequestDetail } from '../hooks/use-staff-request';
import { StaffConversation } from './StaffConversation';
import { StaffReplyComposer } from './StaffReplyComposer';
import { StaffRequestActions } from './StaffRequestActions';
import { StaffRequestAttorneys } from './StaffRequestAttorneys';
import { StaffRequestFiles } from './StaffRequestFiles';

const timelineLabel = (value: string) => TIMELINES.find((timeline) => timeline.value === value)?.label ?? value;

export interface StaffRequestDialogProps {
  /** The request as the list showed it; the dialog loads its current state and follows it. */
  request: LegalRequest;
  onClose: () => void;
}

/**
 * The admin request modal (signed-in spec §2.3): details, client e-mail, status, assignment, reminders, the assigned
 * attorneys, files, the conversation with its composer, and for admins the request's Activity (its audit trail). Full
 * screen on a phone.
 */
export function StaffRequestDialog({ request: listed, onClose }: StaffRequestDialogProps) {
  // `md` is antd's 768 px breakpoint; it is undefined until measured, which counts as a wide screen.
  const isNarrow = Grid.useBreakpoint().md === false;
  const detail = useStaffRequestDetail(listed.id);
  // The audit trail is the admins' to read; an attorney's case page reaches this dialog through its own door.
  const isAdmin = useStaffApi().basePath === '/api/admin';
  const request = detail.data?.request ?? listed;
  const clientEmail = detail.data?.client.email || request.contactEmail;

  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={isNarrow ? '100vw' : 880}
      style={isNarrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : { top: 24 }}
      styles={{ body: { maxHeight: isNarrow ? 'calc(100dvh - 80px)' : '78vh', overflowY: 'auto' } }}
      title={
        <Flex gap={8} align="center" wrap style={{ paddingInlineEnd: 32 }}>
          <Typography.Text type="secondary">{request.requestNumber}</Typography.Text>
          <span>{request.title}</span>
          <Tag color={STATUS_COLORS[request.status]} data-testid="staff-dialog-status">
            {statusBadgeText(request.status)}
          </Tag>
        </Flex>
      }
      data-testid="staff-request-dialog"
    >
      <Flex vertical gap={12}>
        <Descriptions size="small" column={isNarrow ? 1 : 2} bordered>
          <Descriptions.Item label="Client e-mail">{clientEmail || '—'}</Descriptions.Item>
          <Descriptions.Item label="Priority">
            <Tag color={PRIORITY_COLORS[request.priority]} style={{ textTransform: 'capitalize' }}>
              {request.priority}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Category">{request.category || '—'}</Descriptions.Item>
          <Descriptions.Item label="Budget">{request.budget || '—'}</Descriptions.Item>
          <Descriptions.Item label="Timeline">{timelineLabel(request.timeline) || '—'}</Descriptions.Item>
          <Descriptions.Item label="Jurisdiction">{request.jurisdiction || '—'}</Descriptions.Item>
          <Descriptions.Item label="Created">{formatDate(request.createdAt)}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {request.description}
        </Typography.Paragraph>
        <StaffRequestActions request={request} assignedAdmin={detail.data?.assignedAdmin} />
        <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
          Attorneys
        </Divider>
        <StaffRequestAttorneys requestId={request.id} />
        <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
          Files
        </Divider>
        <StaffRequestFiles requestId={request.id} />
        <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
          Conversation
        </Divider>
        <StaffConversation requestId={request.id} />
        <StaffReplyComposer requestId={request.id} />
        {isAdmin && (
          <>
            <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
              Activity
            </Divider>
            <AuditActivity subject={{ requestId: request.id }} />
          </>
        )}
      </Flex>
    </Modal>
  );
}
