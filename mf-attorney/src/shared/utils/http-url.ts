import { getApiOrigin } from '@lexa/common';

/** `url` when it is an http(s) address, else null: profile links are typed by users and must not run script. */
export function httpUrlOrNull(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Where a profile photo loads from: our own photo addresses are API paths (on the API's origin), others web links. */
export function photoSrc(url: string | null | undefined): string | null {
  if (url?.startsWith('/api/attorney/public/photos/')) return `${getApiOrigin()}${url}`;
  return httpUrlOrNull(url);
}
