import { lookupGeo, type GeoData } from './geo-lookup';

let started: Promise<GeoData> | null = null;

/**
 * Starts the visitor's location lookup as the chat opens, while the conversation's code still downloads, instead of
 * after it: the init call waits for the location.
 */
export function startGeoLookup(): void {
  started ??= lookupGeo();
}

/** The lookup started as the chat opened, else a fresh one; each start serves one init call. */
export function takeGeoLookup(): Promise<GeoData> {
  const lookup = started ?? lookupGeo();
  started = null;
  return lookup;
}
