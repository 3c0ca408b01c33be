import type { ReactElement } from 'react';
import { STORAGE_KEYS, adminApi } from '@lexa/common';
import { StaffApiProvider, type StaffApi } from '@lexa/common/staff';
import { renderScreen } from './render-screen';

/** The admin console's staff API; a test may add `onAuthFailure`. */
export const adminStaffApi: StaffApi = { http: adminApi, tokenKey: STORAGE_KEYS.adminToken };

/** Renders a staff screen as the admin console hosts it: inside its StaffApiProvider. */
export function renderStaffScreen(ui: ReactElement, api: StaffApi = adminStaffApi) {
  return renderScreen(<StaffApiProvider api={api}>{ui}</StaffApiProvider>, '/admin/dashboard');
}
