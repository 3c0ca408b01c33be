import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { flagEmoji, lookupGeo } from '../api/geo-lookup';
import { GEO_SERVICE, IP_SERVICE, mockFetch } from './geo-fetch-kit';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('lookupGeo on localhost', () => {
  it('reads city, country and code, with the flag, and caches the answer per IP', async () => {
    const fetchMock = mockFetch({
      [IP_SERVICE]: { body: { ip: '203.0.113.7' } },
      [GEO_SERVICE]: { body: { city: 'Berlin', country_name: 'Germany', country_code: 'DE' } },
    });
    const expected = { ip: '203.0.113.7', city: 'Berlin', country: 'Germany', country_code: 'DE', flag_emoji: '🇩🇪' };

    await expect(lookupGeo()).resolves.toEqual(expected);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://api.ipify.org?format=json',
      'https://ipapi.co/203.0.113.7/json/',
    ]);

    fetchMock.mockClear();
    await expect(lookupGeo()).resolves.toEqual(expected);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://api.ipify.org?format=json']);
  });

  it('uses the fake "Development / Local" location when a lookup fails', async () => {
    mockFetch({
      [IP_SERVICE]: { body: { ip: '198.51.100.1' } },
      [GEO_SERVICE]: { body: { error: true, reason: 'RateLimited' } },
    });
    await expect(lookupGeo()).resolves.toEqual({
      ip: '198.51.100.1',
      city: 'Development',
      country: 'Local',
      country_code: '',
      flag_emoji: '🌐',
    });

    mockFetch({});
    await expect(lookupGeo()).resolves.toMatchObject({ ip: '', city: 'Development', country: 'Local' });
  });

  it('gives up after 3 s', async () => {
    jest.useFakeTimers();
    mockFetch({ [IP_SERVICE]: 'hang' });
    const lookup = lookupGeo();
    await jest.advanceTimersByTimeAsync(2999);
    let done = false;
    void lookup.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(lookup).resolves.toMatchObject({ city: 'Development', country: 'Local' });
  });
});

describe('flagEmoji', () => {
  it('builds the flag from the country code, the globe without one', () => {
    expect(flagEmoji('us')).toBe('🇺🇸');
    expect(flagEmoji('')).toBe('🌐');
    expect(flagEmoji('EUR')).toBe('🌐');
  });
});
