import { Empty } from 'antd';
import { statusBadgeText, type StatusFilter } from '@lexa/common';

export interface StaffRequestsEmptyProps {
  filter: StatusFilter;
}

/** What the request list shows when no request matches. A module of its own: a list with requests never loads it. */
export default function StaffRequestsEmpty({ filter }: StaffRequestsEmptyProps) {
  const description = filter === 'all' ? 'No legal requests found' : `No ${statusBadgeText(filter)} requests found`;
  return <Empty style={{ padding: 32 }} description={description} />;
}
