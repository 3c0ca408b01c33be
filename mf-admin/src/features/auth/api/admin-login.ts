import { adminApi, type AuthResponse, type Credentials } from '@lexa/common';

export async function postAdminLogin(credentials: Credentials): Promise<AuthResponse> {
  const { data } = await adminApi.post<AuthResponse>('/api/admin/login', credentials);
  return data;
}
