import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Button, Flex, Tooltip } from 'antd';
import type { StatusFilter } from '@lexa/common';
import type { AdminRequestPage } from '@lexa/common';

const FILTERS: { key: StatusFilter; label: string }[] = [
  { key: 'all', label: 'Total' },
  { key: 'pending', label: 'Pending' },
  { key: 'in_progress', label: 'In Progress' },
  { key: 'completed', label: 'Completed' },
];

export interface StatusFilterBarProps {
  filter: StatusFilter;
  /** Absent until the first page has loaded. */
  counts: AdminRequestPage['counts'] | undefined;
  loading: boolean;
  onFilterChange: (filter: StatusFilter) => void;
  onRefresh: () => void;
}

export function StatusFilterBar({ filter, counts, loading, onFilterChange, onRefresh }: StatusFilterBarProps) {
  return (
    <Flex gap="small" wrap align="center">
      {FILTERS.map(({ key, label }) => (
        <Button
          key={key}
          type={filter === key ? 'primary' : 'default'}
          aria-pressed={filter === key}
          onClick={() => onFilterChange(key)}
          data-testid={`admin-filter-${key}`}
        >
          {label} <strong data-testid={`admin-count-${key}`}>{counts?.[key] ?? 0}</strong>
        </Button>
      ))}
      <Tooltip title="Refresh">
        <Button
          icon={<ReloadOutlined />}
          aria-label="Refresh requests"
          loading={loading}
          onClick={onRefresh}
          data-testid="admin-requests-refresh"
        />
      </Tooltip>
    </Flex>
  );
}
