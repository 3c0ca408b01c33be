import { Pagination } from 'antd';

export interface RequestsPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Page links under the list; downloaded only by a client with more than one page of requests. */
export function RequestsPagination({ current, pageSize, total, onChange }: RequestsPaginationProps) {
  return (
    <Pagination
      align="center"
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
