import { clientApi, type AuthResponse } from '@lexa/common';

export const recoveryKeys = {
  magicLogin: (token: string) => ['auth', 'magic-verify', token] as const,
};

export interface NewPassword {
  token: string;
  password: string;
}

/** Sets the password from a reset or set-password link (both use the same token endpoint). */
export async function resetPassword(body: NewPassword): Promise<{ message: string }> {
  const { data } = await clientApi.post<{ message: string }>('/api/auth/reset-password', body);
  return data;
}

/** Spends a sign-in link's token; the answer is the same as a password sign-in. */
export async function verifyMagicLoginToken(token: string): Promise<AuthResponse> {
  const { data } = await clientApi.post<AuthResponse>('/api/auth/magic-verify', { token });
  return data;
}
