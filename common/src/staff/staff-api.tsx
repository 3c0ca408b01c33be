import type { HttpClient } from '../http/http-client';
import { createContext, useContext, type ReactNode } from 'react';

/** Which door a staff screen's request calls go through: admins any request, attorneys their assigned cases. */
export type StaffBasePath = '/api/admin' | '/api/attorney';

/**
 * How staff screens reach the API: the admin console with the admin token, the client dashboard's admin sections with
 * the client token of an admin user. The same screens serve both, so the caller's bundle says which.
 */
export interface StaffApi {
  http: HttpClient;
  /** Where the live socket's token is stored (for `useLiveRoom`). */
  tokenKey: string;
  /**
   * The request screens' door, '/api/admin' when absent. Through '/api/attorney' (an attorney's case page) there is no
   * alias to choose and no direct link to copy: those are the admins'.
   */
  basePath?: StaffBasePath;
  /**
   * A call was answered 401 or 403: the token is no longer accepted. The admin console shows its sign-in-again page;
   * without it the failure is reported like any other.
   */
  onAuthFailure?: () => void;
}

const StaffApiContext = createContext<StaffApi | null>(null);

export function StaffApiProvider({ api, children }: { api: StaffApi; children: ReactNode }) {
  return <StaffApiContext.Provider value={api}>{children}</StaffApiContext.Provider>;
}

export function useStaffApi(): StaffApi & { basePath: StaffBasePath } {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error('Staff screens need a StaffApiProvider');
  return { ...api, basePath: api.basePath ?? '/api/admin' };
}
