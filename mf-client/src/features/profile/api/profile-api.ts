import { clientApi, type SessionUser } from '@lexa/common';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  email: string;
}

export async function updateProfile(changes: ProfileChanges): Promise<SessionUser> {
  const { data } = await clientApi.patch<{ user: SessionUser }>('/api/auth/me', changes);
  return data.user;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await clientApi.post('/api/auth/change-password', { currentPassword, newPassword });
}
