import type { HttpClient } from '@lexa/common';
import type { AdminSettingInput, AdminSettings } from '@lexa/common';

export const settingsKeys = { all: ['admin', 'settings'] as const };

export async function fetchSettings(http: HttpClient, signal: AbortSignal) {
  const { data } = await http.get<AdminSettings>('/api/admin/settings', { signal });
  return data;
}

export async function saveSetting(http: HttpClient, input: AdminSettingInput) {
  const { data } = await http.post<AdminSettings>('/api/admin/settings', input);
  return data;
}

export async function uploadAvatar(http: HttpClient, file: File) {
  const form = new FormData();
  form.append('avatar', file);
  const { data } = await http.post<{ avatarUrl: string }>('/api/admin/avatar', form);
  return data.avatarUrl;
}
