/**
 * @jest-environment-options {"url": "https://www.lexa.example/"}
 */
import { describe, expect, it, jest } from '@jest/globals';
import { lookupGeo } from '../api/geo-lookup';
import { GEO_SERVICE, IP_SERVICE, mockFetch } from './geo-fetch-kit';

describe('lookupGeo on a real host', () => {
  it('treats a failure as no data: "Unknown" and the globe', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({ [IP_SERVICE]: { body: { ip: '192.0.2.9' } }, [GEO_SERVICE]: { status: 429 } });
    await expect(lookupGeo()).resolves.toEqual({
      ip: '192.0.2.9',
      city: 'Unknown',
      country: 'Unknown',
      country_code: '',
      flag_emoji: '🌐',
    });
    expect(console.warn).toHaveBeenCalled();
  });

  it('fills what the geo service leaves out with the defaults', async () => {
    mockFetch({
      [IP_SERVICE]: { body: { ip: '192.0.2.10' } },
      [GEO_SERVICE]: { body: { country_name: 'Japan', country_code: 'JP' } },
    });
    await expect(lookupGeo()).resolves.toEqual({
      ip: '192.0.2.10',
      city: 'Unknown',
      country: 'Japan',
      country_code: 'JP',
      flag_emoji: '🇯🇵',
    });
  });
});
