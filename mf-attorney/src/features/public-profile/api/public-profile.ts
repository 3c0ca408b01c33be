import { attorneyApi, type AttorneyProfile } from '@lexa/common';

export const publicProfileKeys = {
  bySlug: (slug: string) => ['attorney', 'public-profile', slug] as const,
};

export interface PublicAttorneyProfile extends AttorneyProfile {
  profilePhotoUrl?: string;
}

export async function fetchPublicProfile(slug: string, signal: AbortSignal): Promise<PublicAttorneyProfile> {
  const { data } = await attorneyApi.get<{ profile: PublicAttorneyProfile }>(
    `/api/attorney/public/profile/${encodeURIComponent(slug)}`,
    { signal },
  );
  return data.profile;
}
