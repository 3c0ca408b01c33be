import { Button, Flex } from 'antd';
import type { LegalRequest } from '@lexa/common';
import { useStaffRequestActions } from '@lexa/common/staff';
import { TAP_TARGET } from '@lexa/common/ui';

export interface CaseStatusButtonsProps {
  request: LegalRequest;
}

/** The two statuses an attorney sets on their case; the one it has is shown as chosen. */
export function CaseStatusButtons({ request }: CaseStatusButtonsProps) {
  const { status } = useStaffRequestActions(request.id);
  const button = (value: 'in_progress' | 'resolved', label: string) => (
    <Button
      type={request.status === value ? 'primary' : 'default'}
      aria-pressed={request.status === value}
      disabled={status.isPending || request.status === value}
      loading={status.isPending && status.variables === value}
      onClick={() => status.mutate(value)}
      style={TAP_TARGET}
    >
      {label}
    </Button>
  );
  return (
    <Flex gap={8} wrap data-testid="case-status-buttons">
      {button('in_progress', 'In Progress')}
      {button('resolved', 'Resolved')}
    </Flex>
  );
}
