import { clientApi, type AuthResponse, type Credentials, type MessageAnswer } from '@lexa/common';

/** The answer of the e-mail link calls; its text is shown to the visitor as is. */
export type EmailLinkAnswer = MessageAnswer;

export async function signInWithPassword(credentials: Credentials): Promise<AuthResponse> {
  const { data } = await clientApi.post<AuthResponse>('/api/auth/login', credentials);
  return data;
}

export async function requestPasswordResetEmail(email: string): Promise<EmailLinkAnswer> {
  const { data } = await clientApi.post<EmailLinkAnswer>('/api/auth/forgot-password', { email });
  return data;
}

export async function requestMagicLoginLink(email: string): Promise<EmailLinkAnswer> {
  const { data } = await clientApi.post<EmailLinkAnswer>('/api/auth/magic-login', { email });
  return data;
}
