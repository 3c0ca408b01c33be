import { attorneyApi, type AuthResponse, type Credentials } from '@lexa/common';

export async function postAttorneyLogin(credentials: Credentials): Promise<AuthResponse> {
  const { data } = await attorneyApi.post<AuthResponse>('/api/attorney/login', credentials);
  return data;
}
