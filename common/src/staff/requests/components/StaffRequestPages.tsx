import { Pagination } from 'antd';

export interface StaffRequestPagesProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * The request list's page links. A module of its own so the list loads it only once there is a second page: antd's
 * Pagination brings its page-size Select along.
 */
export default function StaffRequestPages({ current, pageSize, total, onChange }: StaffRequestPagesProps) {
  return (
    <Pagination
      align="end"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
