import { attorneyApi, type AttorneyProfile, type AttorneyProfileInput, type SlugAvailability } from '@lexa/common';

export const ownProfileKeys = {
  mine: ['attorney', 'own-profile'] as const,
  slug: (slug: string) => ['attorney', 'slug-available', slug] as const,
};

export async function fetchOwnProfile(signal: AbortSignal): Promise<AttorneyProfile | null> {
  const { data } = await attorneyApi.get<{ profile: AttorneyProfile | null }>('/api/attorney/profile', { signal });
  return data.profile;
}

export async function putProfile(input: AttorneyProfileInput): Promise<AttorneyProfile> {
  const { data } = await attorneyApi.put<{ profile: AttorneyProfile }>('/api/attorney/profile', input);
  return data.profile;
}

export async function fetchSlugAvailability(slug: string, signal: AbortSignal): Promise<SlugAvailability> {
  const { data } = await attorneyApi.get<SlugAvailability>('/api/attorney/profile/slug-available', {
    params: { slug },
    signal,
  });
  return data;
}

export async function postPhoto(photo: File): Promise<string> {
  const body = new FormData();
  body.append('photo', photo);
  const { data } = await attorneyApi.post<{ profilePhotoUrl: string }>('/api/attorney/profile/photo', body);
  return data.profilePhotoUrl;
}
