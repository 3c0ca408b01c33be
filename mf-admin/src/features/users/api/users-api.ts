import type { HttpClient } from '@lexa/common';
import type {
  AdminEmailChange,
  AdminUser,
  AdminUserActionResult,
  AdminUserPage,
  EmailHistory,
  UserSort,
} from '@lexa/common';

export const USERS_PAGE_SIZE = 20;

export interface UserListParams {
  sort: UserSort;
  page: number;
}

/** Query keys of the Users tab. */
export const userKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists, params] as const,
  history: (userId: string) => [...userKeys.all, 'history', userId] as const,
};

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export async function fetchUsers(http: HttpClient, params: UserListParams, signal: AbortSignal) {
  const { data } = await http.get<AdminUserPage>('/api/admin/users', {
    params: { ...params, pageSize: USERS_PAGE_SIZE },
    signal,
  });
  return data;
}

export async function changeUserEmail(http: HttpClient, id: string, change: AdminEmailChange) {
  const { data } = await http.patch<{ user: AdminUser }>(`${userPath(id)}/email`, change);
  return data.user;
}

export async function fetchEmailHistory(http: HttpClient, id: string, signal: AbortSignal) {
  const { data } = await http.get<EmailHistory>(`${userPath(id)}/email-history`, { signal });
  return data.history;
}

export async function sendMagicLink(http: HttpClient, id: string) {
  const { data } = await http.post<AdminUserActionResult>(`${userPath(id)}/send-magic-link`, {});
  return data;
}

export async function resetUserPassword(http: HttpClient, id: string) {
  const { data } = await http.post<AdminUserActionResult>(`${userPath(id)}/reset-password`, {});
  return data;
}

export async function deleteUser(http: HttpClient, id: string) {
  await http.delete(userPath(id));
}
