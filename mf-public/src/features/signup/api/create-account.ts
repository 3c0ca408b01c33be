import { clientApi, type AuthResponse } from '@lexa/common';

export interface SignupPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function createAccount(payload: SignupPayload): Promise<AuthResponse> {
  const { data } = await clientApi.post<AuthResponse>('/api/auth/signup', payload);
  return data;
}
