import MailOutlined from '@ant-design/icons/MailOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { Button, Flex, Select, Switch, Typography } from 'antd';
import type { AdminRequestDetail, LegalRequest } from '../../../contracts/requests';
import { REQUEST_STATUSES, STATUS_LABELS, type RequestStatus } from '@lexa/common';
import { TAP_TARGET } from '../../../ui/tap-target';
import { useStaffRequestActions } from '../hooks/use-staff-request';

const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export interface StaffRequestActionsProps {
  request: LegalRequest;
  /** Who the request is assigned to; undefined while the detail loads. */
  assignedAdmin: AdminRequestDetail['assignedAdmin'] | undefined;
}

/** Status (any of the five, freely), assign to me, send reminder and the auto-reminder switch. */
export function StaffRequestActions({ request, assignedAdmin }: StaffRequestActionsProps) {
  const { status, assign, reminder, autoReminder } = useStaffRequestActions(request.id);
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text strong>Status</Typography.Text>
        <Select<RequestStatus>
          aria-label="Status"
          value={status.isPending ? status.variables : request.status}
          options={STATUS_OPTIONS}
          loading={status.isPending}
          onChange={(next) => status.mutate(next)}
          style={{ ...TAP_TARGET, minWidth: 170, fontSize: 16 }}
          data-testid="staff-status-select"
        />
        <Button
          icon={<UserAddOutlined />}
          loading={assign.isPending}
          onClick={() => assign.mutate()}
          style={TAP_TARGET}
        >
          Assign to me
        </Button>
        <Typography.Text type="secondary" data-testid="staff-assignee">
          {assignedAdmin === undefined ? '' : `Assigned to: ${assignedAdmin?.name ?? 'Unassigned'}`}
        </Typography.Text>
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Button
          icon={<MailOutlined />}
          loading={reminder.isPending}
          onClick={() => reminder.mutate()}
          style={TAP_TARGET}
        >
          Send reminder
        </Button>
        <Flex align="center" gap={8} style={TAP_TARGET}>
          <Switch
            checked={autoReminder.isPending ? autoReminder.variables : request.autoReminderEnabled}
            loading={autoReminder.isPending}
            onChange={(enabled) => autoReminder.mutate(enabled)}
            aria-label="Auto reminders"
            data-testid="staff-auto-reminder"
          />
          <Typography.Text>Auto reminders (every 24 hours for 7 days)</Typography.Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
