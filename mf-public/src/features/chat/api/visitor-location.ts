import { lookupGeo, type GeoData } from './geo-lookup';

let pageLookup: Promise<GeoData> | null = null;

/**
 * The visitor's location, looked up once per page load and shared by the landing's visit log and the chat's start:
 * each lookup is two calls to outside services, and two of them side by side delayed the chat's start.
 */
export function visitorLocation(): Promise<GeoData> {
  pageLookup ??= lookupGeo();
  return pageLookup;
}
