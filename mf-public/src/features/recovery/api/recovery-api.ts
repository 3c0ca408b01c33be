import { clientApi, type AuthResponse, type NewPassword, type PasswordResetAnswer } from '@lexa/common';

export const recoveryKeys = {
  magicLogin: (token: string) => ['auth', 'magic-verify', token] as const,
};

/** Sets the password from a reset or set-password link (both use the same token endpoint). */
export async function resetPassword(body: NewPassword): Promise<PasswordResetAnswer> {
  const { data } = await clientApi.post<PasswordResetAnswer>('/api/auth/reset-password', body);
  return data;
}

/** Spends a sign-in link's token; the answer is the same as a password sign-in. */
export async function verifyMagicLoginToken(token: string): Promise<AuthResponse> {
  const { data } = await clientApi.post<AuthResponse>('/api/auth/magic-verify', { token });
  return data;
}
