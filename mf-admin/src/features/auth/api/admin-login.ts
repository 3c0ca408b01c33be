import { adminApi, type AuthResponse } from '@lexa/common';

export interface AdminCredentials {
  email: string;
  password: string;
}

export async function postAdminLogin(credentials: AdminCredentials): Promise<AuthResponse> {
  const { data } = await adminApi.post<AuthResponse>('/api/admin/login', credentials);
  return data;
}
