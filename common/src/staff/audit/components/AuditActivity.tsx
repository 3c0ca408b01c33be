import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { AUDIT_ACTION_LABELS, type AuditChange, type AuditEntry, formatDateTime } from '@lexa/common';
import { TAP_TARGET } from '../../../ui/tap-target';
import type { AuditSubject } from '../api/staff-audit-api';
import { useAuditTrail } from '../hooks/use-audit-trail';

/** "autoReminderEnabled" → "auto reminder enabled", "admin_email" → "admin email". */
const words = (field: string) =>
  field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** One field's change in words: "status: submitted → in_review", "attorney: was a@b.c", "api key: changed". */
function describeChange(field: string, change: AuditChange): string {
  if (change === null || typeof change !== 'object') return `${words(field)}: ${shown(change)}`;
  if (!('from' in change)) return `${words(field)}: ${shown(change.to)}`;
  if (!('to' in change)) return `${words(field)}: was ${shown(change.from)}`;
  return `${words(field)}: ${shown(change.from)} → ${shown(change.to)}`;
}

const wrap = { overflowWrap: 'anywhere' } as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const rowStyle = { padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;

function ActivityRow({ entry }: { entry: AuditEntry }) {
  const changes = Object.entries(entry.changes);
  return (
    <li data-testid="audit-entry" style={rowStyle}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text strong>{AUDIT_ACTION_LABELS[entry.action]}</Typography.Text>
        {changes.map(([field, change]) => (
          <Typography.Text key={field} style={wrap}>
            {describeChange(field, change)}
          </Typography.Text>
        ))}
        <Typography.Text type="secondary" style={wrap}>
          {formatDateTime(entry.at)} · {entry.actorEmail || entry.actorId} ({entry.actorRole}) · from{' '}
          {entry.ip || 'an unknown address'}
        </Typography.Text>
      </Flex>
    </li>
  );
}

/** The audit trail of a request or a user: who did what, when, from which address and what changed. Admins only. */
export function AuditActivity({ subject }: { subject: AuditSubject }) {
  const trail = useAuditTrail(subject);
  if (trail.loading) return <Spin />;
  if (trail.failed) return <Alert type="error" showIcon title="The activity could not be loaded." />;
  if (!trail.entries.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No activity yet" />;
  return (
    <Flex vertical gap={8} data-testid="audit-activity">
      <ul style={listStyle}>
        {trail.entries.map((entry) => (
          <ActivityRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {trail.hasMore && (
        <Button style={TAP_TARGET} loading={trail.loadingMore} onClick={trail.loadMore}>
          Load more
        </Button>
      )}
    </Flex>
  );
}
