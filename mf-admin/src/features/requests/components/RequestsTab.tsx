import { StaffRequestList } from '@lexa/common/staff';

/** The Legal Requests tab: the staff request list, shared with the client dashboard's All Requests. */
export function RequestsTab() {
  return <StaffRequestList />;
}
