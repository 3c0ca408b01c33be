import { attorneyApi, type AttorneyDashboard } from '@lexa/common';

export const attorneyDashboardKeys = {
  mine: ['attorney', 'dashboard'] as const,
};

export async function fetchAttorneyDashboard(signal: AbortSignal): Promise<AttorneyDashboard> {
  const { data } = await attorneyApi.get<AttorneyDashboard>('/api/attorney/dashboard', { signal });
  return data;
}
