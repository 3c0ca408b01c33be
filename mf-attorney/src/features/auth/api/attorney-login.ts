import { attorneyApi, type AuthResponse } from '@lexa/common';

export interface AttorneyCredentials {
  email: string;
  password: string;
}

export async function postAttorneyLogin(credentials: AttorneyCredentials): Promise<AuthResponse> {
  const { data } = await attorneyApi.post<AuthResponse>('/api/attorney/login', credentials);
  return data;
}
