import { Select, Switch, Typography, Flex } from 'antd';
import { useState } from 'react';
import { REQUEST_ALIASES, ATTACHMENT_ACCEPT, attachmentProblem } from '@lexa/common';
import { Composer } from '../../../ui/Composer';
import { TAP_TARGET } from '../../../ui/tap-target';
import { useStaffApi } from '../../staff-api';
import { useStaffRequestActions } from '../hooks/use-staff-request';
import { useToasts } from '../../../ui/toasts';

export interface StaffReplyComposerProps {
  requestId: string;
}

/**
 * Staff's reply: a message to the client under a chosen alias, or an internal note (never sent to the client, no
 * alias). An attorney replies under their own name, so chooses no alias. Attachments follow the request message rules.
 */
export function StaffReplyComposer({ requestId }: StaffReplyComposerProps) {
  const { notification } = useToasts();
  const needsAlias = useStaffApi().basePath === '/api/admin';
  const { reply } = useStaffRequestActions(requestId);
  const [isInternal, setIsInternal] = useState(false);
  const [alias, setAlias] = useState<string | undefined>(undefined);

  const send = async (text: string, files: File[]): Promise<boolean> => {
    if (needsAlias && !isInternal && !alias) {
      notification.error({ title: 'Alias required', description: 'Please select an alias for client messages' });
      return false;
    }
    try {
      await reply.mutateAsync({ text, files, isInternal, alias: alias ?? '' });
      return true;
    } catch {
      // Reported by the mutation; what was typed stays.
      return false;
    }
  };

  return (
    <Composer
      accept={ATTACHMENT_ACCEPT}
      validate={attachmentProblem}
      onRejectFiles={(problems) =>
        notification.error({
          title: 'File validation errors',
          description: (
            <Flex vertical>
              {problems.map((problem) => (
                <span key={problem}>{problem}</span>
              ))}
            </Flex>
          ),
        })
      }
      onSend={send}
      placeholder={isInternal ? 'Write an internal note (staff only)' : 'Write a message to the client'}
      testId="staff-request-composer"
      extra={
        <>
          <Flex align="center" gap={8} style={TAP_TARGET}>
            <Switch
              checked={isInternal}
              onChange={setIsInternal}
              aria-label="Internal note"
              data-testid="staff-internal-toggle"
            />
            <Typography.Text>Internal note</Typography.Text>
          </Flex>
          {needsAlias && !isInternal && (
            <Select
              aria-label="Alias"
              placeholder="Select alias"
              value={alias}
              onChange={setAlias}
              options={REQUEST_ALIASES.map((name) => ({ value: name, label: name }))}
              style={{ ...TAP_TARGET, minWidth: 140, fontSize: 16 }}
              data-testid="staff-alias-select"
            />
          )}
        </>
      }
    />
  );
}
