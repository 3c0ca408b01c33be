/// <reference types="jest" />
// The global `jest` (not the @jest/globals import): only it gets jest.mock hoisted above the imports by @swc/jest.
import { describe, expect, it } from '@jest/globals';
import { lookupGeo } from '../api/geo-lookup';
import { visitorLocation } from '../api/visitor-location';

jest.mock('../api/geo-lookup', () => ({
  lookupGeo: jest.fn(async () => ({
    ip: '',
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    flag_emoji: '🇩🇪',
  })),
}));

describe("the visitor's location", () => {
  it('is looked up once per page load, however often the chat opens or the visit log asks', async () => {
    void visitorLocation();
    void visitorLocation();
    await expect(visitorLocation()).resolves.toMatchObject({ city: 'Berlin' });
    expect(lookupGeo).toHaveBeenCalledTimes(1);
  });
});
