import { clientApi, type ProfileChanges, type SessionUser } from '@lexa/common';

export type { ProfileChanges };

export async function updateProfile(changes: ProfileChanges): Promise<SessionUser> {
  const { data } = await clientApi.patch<{ user: SessionUser }>('/api/auth/me', changes);
  return data.user;
}
