/// <reference types="jest" />
// The global `jest` (not the @jest/globals import): only it gets jest.mock hoisted above the imports by @swc/jest.
import { describe, expect, it } from '@jest/globals';
import { startGeoLookup, takeGeoLookup } from '../api/early-geo-lookup';
import { lookupGeo } from '../api/geo-lookup';

jest.mock('../api/geo-lookup', () => ({
  lookupGeo: jest.fn(async () => ({
    ip: '',
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    flag_emoji: '🇩🇪',
  })),
}));

describe('the location lookup started as the chat opens', () => {
  it('runs once however often the chat opens, serves the next init call, then a new call looks up afresh', async () => {
    startGeoLookup();
    startGeoLookup();
    expect(lookupGeo).toHaveBeenCalledTimes(1);
    await expect(takeGeoLookup()).resolves.toMatchObject({ city: 'Berlin' });
    expect(lookupGeo).toHaveBeenCalledTimes(1);

    await takeGeoLookup();
    expect(lookupGeo).toHaveBeenCalledTimes(2);
  });
});
