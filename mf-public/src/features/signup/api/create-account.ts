import { clientApi, type AuthResponse, type SignupBody } from '@lexa/common';

export async function createAccount(payload: SignupBody): Promise<AuthResponse> {
  const { data } = await clientApi.post<AuthResponse>('/api/auth/signup', payload);
  return data;
}
