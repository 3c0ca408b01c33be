import { clientApi, type PasswordChange, type ProfileChanges, type SessionUser } from '@lexa/common';

export type { ProfileChanges };

export async function updateProfile(changes: ProfileChanges): Promise<SessionUser> {
  const { data } = await clientApi.patch<{ user: SessionUser }>('/api/auth/me', changes);
  return data.user;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await clientApi.post('/api/auth/change-password', { currentPassword, newPassword } satisfies PasswordChange);
}
