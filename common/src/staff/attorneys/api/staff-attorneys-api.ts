import type { HttpClient } from '../../../http/http-client';
import type { NewAttorneyBody, StaffAttorney, StaffAttorneyList } from '../../../contracts/attorney-cases';

/** Query keys of staff's attorney list (Users tab, the request dialog's assign select). */
export const staffAttorneyKeys = {
  all: ['staff', 'attorneys'] as const,
};

export async function fetchStaffAttorneys(http: HttpClient, signal: AbortSignal): Promise<StaffAttorney[]> {
  const { data } = await http.get<StaffAttorneyList>('/api/admin/attorneys', { signal });
  return data.attorneys;
}

/** Creates the attorney's account; the API mails them a link to set their password. */
export async function createStaffAttorney(http: HttpClient, input: NewAttorneyBody): Promise<StaffAttorney> {
  const { data } = await http.post<{ attorney: StaffAttorney }>('/api/admin/attorneys', input);
  return data.attorney;
}

export async function setStaffAttorneyVerification(
  http: HttpClient,
  attorneyId: string,
  isVerified: boolean,
): Promise<StaffAttorney> {
  const { data } = await http.patch<{ attorney: StaffAttorney }>(
    `/api/admin/attorneys/${encodeURIComponent(attorneyId)}/verification`,
    { isVerified },
  );
  return data.attorney;
}
