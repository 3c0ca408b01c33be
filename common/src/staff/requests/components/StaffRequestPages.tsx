import { Pagination, type PaginationProps } from 'antd';

export type StaffRequestPagesProps = Required<Pick<PaginationProps, 'current' | 'pageSize' | 'total' | 'onChange'>>;

/**
 * The request list's page links. A module of its own so the list loads it only once there is a second page: antd's
 * Pagination brings its page-size Select along.
 */
export default function StaffRequestPages(pages: StaffRequestPagesProps) {
  return <Pagination align="end" showSizeChanger={false} {...pages} />;
}
