import { safeStorage } from '@lexa/common';

/** The visitor's location as the chat's init call sends it (public spec §3). */
export interface GeoData {
  ip: string;
  city: string;
  country: string;
  country_code: string;
  flag_emoji: string;
}

const IP_SERVICE = 'https://api.ipify.org?format=json';
const geoService = (ip: string) => `https://ipapi.co/${encodeURIComponent(ip)}/json/`;
/** Both lookups together; the chat starts with no location rather than wait longer. */
const GEO_LOOKUP_TIMEOUT_MS = 3000;
const CACHE_PREFIX = 'lexaGeo:';
const GLOBE = '🌐';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The flag from regional indicator symbols ("DE" becomes 🇩🇪), the globe when there is no country code. */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return GLOBE;
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

function geoData(ip: string, city?: string, country?: string, countryCode = ''): GeoData {
  return {
    ip,
    city: city || 'Unknown',
    country: country || 'Unknown',
    country_code: countryCode,
    flag_emoji: flagEmoji(countryCode),
  };
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function cached(ip: string): GeoData | null {
  try {
    const value = JSON.parse(safeStorage.get(CACHE_PREFIX + ip) ?? 'null') as GeoData | null;
    return value && typeof value.city === 'string' && typeof value.country === 'string' ? value : null;
  } catch {
    return null;
  }
}

interface GeoAnswer {
  city?: string;
  country_name?: string;
  country_code?: string;
  error?: boolean;
  reason?: string;
}

/**
 * Looks the visitor up with a public IP service, then a geo-IP service by that IP (cached per IP). Never throws and
 * never takes longer than GEO_LOOKUP_TIMEOUT_MS: on localhost a failure gives "Development / Local", elsewhere the
 * "Unknown" defaults.
 */
export async function lookupGeo(): Promise<GeoData> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), GEO_LOOKUP_TIMEOUT_MS);
  let ip = '';
  try {
    ({ ip } = await getJson<{ ip: string }>(IP_SERVICE, controller.signal));
    const known = cached(ip);
    if (known) return known;
    const answer = await getJson<GeoAnswer>(geoService(ip), controller.signal);
    if (answer.error) throw new Error(`geo lookup refused: ${answer.reason ?? 'no reason given'}`);
    const result = geoData(ip, answer.city, answer.country_name, answer.country_code ?? '');
    safeStorage.set(CACHE_PREFIX + ip, JSON.stringify(result));
    return result;
  } catch (error) {
    if (LOCAL_HOSTS.has(window.location.hostname)) return geoData(ip, 'Development', 'Local');
    console.warn('Visitor location lookup failed', error);
    return geoData(ip);
  } finally {
    clearTimeout(timer);
  }
}
