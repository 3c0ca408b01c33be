import { Flex, Grid, Modal, Tag, Typography } from 'antd';
import type { LegalRequest } from '../../../contracts/requests';
import { statusBadgeText, STATUS_COLORS } from '@lexa/common';
import { SectionDivider } from '../../../ui/SectionDivider';
import { AuditActivity } from '../../audit/components/AuditActivity';
import { useStaffApi } from '../../staff-api';
import { useStaffRequestDetail } from '../hooks/use-staff-request';
import { RequestDetails } from './RequestDetails';
import { RequestFilesAndConversation } from './RequestFilesAndConversation';
import { StaffRequestActions } from './StaffRequestActions';
import { StaffRequestAttorneys } from './StaffRequestAttorneys';

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
        <RequestDetails request={request} clientEmail={detail.data?.client.email} />
        <StaffRequestActions request={request} assignedAdmin={detail.data?.assignedAdmin} />
        <SectionDivider>Attorneys</SectionDivider>
        <StaffRequestAttorneys requestId={request.id} />
        <RequestFilesAndConversation requestId={request.id} />
        {isAdmin && (
          <>
            <SectionDivider>Activity</SectionDivider>
            <AuditActivity subject={{ requestId: request.id }} />
          </>
        )}
      </Flex>
    </Modal>
  );
}
