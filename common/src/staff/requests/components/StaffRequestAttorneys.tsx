import { Button, Flex, Popconfirm, Select, Spin, Typography } from 'antd';
import { useStaffAttorneys } from '../../attorneys/hooks/use-staff-attorneys';
import { TAP_TARGET } from '../../../ui/tap-target';
import { useRequestAttorneyActions, useRequestAttorneys } from '../hooks/use-request-attorneys';

export interface StaffRequestAttorneysProps {
  requestId: string;
}

/** The request dialog's Attorneys section: who works the request, Withdraw for each, and Assign for the others. */
export function StaffRequestAttorneys({ requestId }: StaffRequestAttorneysProps) {
  const assigned = useRequestAttorneys(requestId);
  const attorneys = useStaffAttorneys();
  const { assign, withdraw } = useRequestAttorneyActions(requestId);

  if (assigned.isError) return <Typography.Text type="danger">Failed to load attorneys</Typography.Text>;
  if (!assigned.data) return <Spin size="small" />;
  const taken = new Set(assigned.data.map((assignment) => assignment.attorneyId));
  const options = (attorneys.data ?? [])
    .filter((attorney) => attorney.isActive && !taken.has(attorney.id))
    .map((attorney) => ({
      value: attorney.id,
      label: `${[attorney.firstName, attorney.lastName].filter(Boolean).join(' ')} (${attorney.activeAssignments} active)`,
    }));

  return (
    <Flex vertical gap={8} data-testid="staff-request-attorneys">
      {assigned.data.length === 0 ? (
        <Typography.Text type="secondary">No attorney assigned</Typography.Text>
      ) : (
        assigned.data.map((assignment) => (
          <Flex key={assignment.id} align="center" justify="space-between" gap={8} wrap data-testid="assigned-attorney">
            <Flex vertical>
              <Typography.Text strong>{assignment.name}</Typography.Text>
              <Typography.Text type="secondary">{assignment.email}</Typography.Text>
            </Flex>
            <Popconfirm
              title={`Withdraw ${assignment.name}?`}
              description="They lose access to this request at once."
              okText="Withdraw"
              okButtonProps={{ danger: true }}
              onConfirm={() => withdraw.mutateAsync(assignment.attorneyId).catch(() => undefined)}
            >
              <Button
                danger
                style={TAP_TARGET}
                loading={withdraw.isPending && withdraw.variables === assignment.attorneyId}
              >
                Withdraw
              </Button>
            </Popconfirm>
          </Flex>
        ))
      )}
      <Select
        aria-label="Assign attorney"
        placeholder="Assign an attorney"
        value={null}
        options={options}
        loading={attorneys.isPending || assign.isPending}
        disabled={assign.isPending}
        notFoundContent={attorneys.isError ? 'Failed to load attorneys' : 'No other attorneys'}
        onChange={(attorneyId: string | null) => {
          if (attorneyId) assign.mutate(attorneyId);
        }}
        style={{ ...TAP_TARGET, width: '100%', maxWidth: 360, fontSize: 16 }}
        data-testid="assign-attorney-select"
      />
    </Flex>
  );
}
