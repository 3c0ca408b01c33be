import { attorneyApi, type PublicAttorneyProfile } from '@lexa/common';

export type { PublicAttorneyProfile };

export const publicProfileKeys = {
  bySlug: (slug: string) => ['attorney', 'public-profile', slug] as const,
};

export async function fetchPublicProfile(slug: string, signal: AbortSignal): Promise<PublicAttorneyProfile> {
  const { data } = await attorneyApi.get<{ profile: PublicAttorneyProfile }>(
    `/api/attorney/public/profile/${encodeURIComponent(slug)}`,
    { signal },
  );
  return data.profile;
}
