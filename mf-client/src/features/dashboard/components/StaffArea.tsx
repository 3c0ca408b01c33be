import type { ReactNode } from 'react';
import { STORAGE_KEYS, clientApi } from '@lexa/common';
import { StaffApiProvider, StaffLiveUpdates, type StaffApi } from '@lexa/common/staff';

/** An admin signed in on the client login calls the staff API with the client token: the server reads the role. */
const CLIENT_STAFF_API: StaffApi = { http: clientApi, tokenKey: STORAGE_KEYS.clientToken };

export interface StaffAreaProps {
  children: ReactNode;
}

/** The client dashboard's admin sections: the staff screens' API, and the live staff console once for the page. */
export function StaffArea({ children }: StaffAreaProps) {
  return (
    <StaffApiProvider api={CLIENT_STAFF_API}>
      <StaffLiveUpdates />
      {children}
    </StaffApiProvider>
  );
}
