import {
  clientApi,
  passwordChangedSchema,
  type PasswordChange,
  type PasswordChanged,
  type ProfileChanges,
  type SessionUser,
} from '@lexa/common';

export type { ProfileChanges };

export async function updateProfile(changes: ProfileChanges): Promise<SessionUser> {
  const { data } = await clientApi.patch<{ user: SessionUser }>('/api/auth/me', changes);
  return data.user;
}

/** Every other session ends; this one goes on with the answer's fresh token. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<PasswordChanged> {
  const { data } = await clientApi.post('/api/auth/change-password', {
    currentPassword,
    newPassword,
  } satisfies PasswordChange);
  return passwordChangedSchema.parse(data);
}
