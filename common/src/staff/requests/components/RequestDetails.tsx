import { Descriptions, Tag, Typography, type DescriptionsProps } from 'antd';
import type { LegalRequest } from '../../../contracts/requests';
import { PRIORITY_COLORS, formatDate, timelineLabel } from '@lexa/common';

export interface RequestDetailsProps {
  request: LegalRequest;
  /** The client's account e-mail where known; the request's contact e-mail otherwise. */
  clientEmail?: string;
  /** Shown as its own row only where the door knows the client's name (the attorney's case page). */
  clientName?: string;
}

/**
 * What the client asked for, as staff read it in the admin request modal and an attorney's case page: the client,
 * priority, category, jurisdiction, timeline, budget, created date, then the description. Empty values read as the
 * attorney's request cards say (signed-in spec §2.5).
 */
export function RequestDetails({ request, clientEmail, clientName }: RequestDetailsProps) {
  const items: DescriptionsProps['items'] = [
    ...(clientName === undefined ? [] : [{ key: 'client', label: 'Client', children: clientName || '—' }]),
    { key: 'client-email', label: 'Client e-mail', children: clientEmail || request.contactEmail || '—' },
    {
      key: 'priority',
      label: 'Priority',
      children: (
        <Tag color={PRIORITY_COLORS[request.priority]} style={{ textTransform: 'capitalize' }}>
          {request.priority}
        </Tag>
      ),
    },
    { key: 'category', label: 'Category', children: request.category || 'General' },
    { key: 'jurisdiction', label: 'Jurisdiction', children: request.jurisdiction || 'Not specified' },
    { key: 'timeline', label: 'Timeline', children: timelineLabel(request.timeline) },
    { key: 'budget', label: 'Budget', children: request.budget || '—' },
    { key: 'created', label: 'Created', children: formatDate(request.createdAt) },
  ];
  return (
    <>
      {/* One column below antd's 768 px `md`, where the request modal goes full screen. */}
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} bordered items={items} />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {request.description}
      </Typography.Paragraph>
    </>
  );
}
