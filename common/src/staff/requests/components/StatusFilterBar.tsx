import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Flex, Input, Tooltip } from 'antd';
import type { AdminRequestPage } from '../../../contracts/requests';
import type { StatusFilter } from '../../../domain/requests';
import { PHONE_INPUT_FONT, TAP_TARGET } from '../../../ui/tap-target';

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
  searchText: string;
  onSearchTextChange: (text: string) => void;
}

/** The filter buttons with their live counts (spec §2.4), the refresh button and the search box. */
export function StatusFilterBar({
  filter,
  counts,
  loading,
  onFilterChange,
  onRefresh,
  searchText,
  onSearchTextChange,
}: StatusFilterBarProps) {
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        {FILTERS.map(({ key, label }) => (
          <Button
            key={key}
            type={filter === key ? 'primary' : 'default'}
            aria-pressed={filter === key}
            onClick={() => onFilterChange(key)}
            style={TAP_TARGET}
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
            style={{ ...TAP_TARGET, minWidth: 44 }}
            data-testid="admin-requests-refresh"
          />
        </Tooltip>
      </Flex>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        aria-label="Search requests"
        placeholder="Search title, description, client…"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        style={{ ...TAP_TARGET, maxWidth: 480 }}
        styles={{ input: PHONE_INPUT_FONT }}
        data-testid="admin-requests-search"
      />
    </Flex>
  );
}
