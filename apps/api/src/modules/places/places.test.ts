import { type Place, PlaceSchema } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { type Merchant, newMerchant, placeOrder } from '../../test/orders';
import { call, ok } from '../../test/teams';

let t: TestApp;
let shop: Merchant;
let other: Merchant;
beforeAll(async () => {
  t = await createTestApp();
  shop = await newMerchant(t);
  other = await newMerchant(t);
  await placeOrder(t, shop, {
    recipient: {
      name: 'Layla Karim',
      phone: '+971509876543',
      addressLine1: 'Marina Heights Tower',
      area: 'Dubai Marina',
      emirate: 'Dubai',
    },
  });
});
afterAll(async () => t?.close());

const search = async (merchant: Merchant, q: string) =>
  ok<{ places: Place[] }>(await call(t.app, 'GET', `/places/search?q=${encodeURIComponent(q)}`, merchant.token)).places;

describe('GET /places/search', () => {
  it('finds areas of the UAE and landmarks with no outside service, any case, every word', async () => {
    const areas = await search(shop, 'silicon oasis');
    expect(areas[0]).toEqual({
      placeId: 'area:dubai:dubai-silicon-oasis',
      kind: 'area',
      displayName: 'Dubai Silicon Oasis',
      formattedAddress: 'Dubai Silicon Oasis, Dubai, United Arab Emirates',
      area: 'Dubai Silicon Oasis',
      emirate: 'Dubai',
    });
    const landmarks = await search(shop, 'burj khal');
    expect(landmarks[0]).toMatchObject({ kind: 'landmark', displayName: 'Burj Khalifa', area: 'Downtown Dubai' });
    expect((await search(shop, 'yas')).map((place) => place.displayName)).toEqual(['Yas Mall', 'Yas Island']);
  });

  it("puts the account's own addresses first, and never shows them to another account", async () => {
    const mine = await search(shop, 'marina');
    expect(mine[0]).toMatchObject({
      kind: 'history',
      displayName: 'Marina Heights Tower',
      formattedAddress: 'Marina Heights Tower, Dubai Marina, Dubai',
    });
    expect(mine.map((place) => place.displayName)).toContain('Dubai Marina');
    const theirs = await search(other, 'marina');
    expect(theirs.some((place) => place.kind === 'history')).toBe(false);
    // The saved pickup (Warehouse Al Quoz) is the account's own too.
    expect((await search(shop, 'warehouse'))[0]).toMatchObject({ kind: 'history', area: 'Al Quoz' });
  });

  it('answers at most 8 places, and asks for 2 characters at least', async () => {
    expect((await search(shop, 'al')).length).toBe(8);
    const response = await call(t.app, 'GET', '/places/search?q=a', shop.token);
    expect(expectError(response, 400, 'invalid_argument', 'Some fields are not valid.').details.fields).toEqual([
      { field: 'q', message: 'Type at least 2 characters' },
    ]);
  });
});

describe('GET /places/{placeId}', () => {
  it('answers the place details (displayName, formattedAddress) of an area, a landmark and an own address', async () => {
    const [own] = await search(shop, 'marina heights');
    for (const placeId of ['area:dubai:dubai-silicon-oasis', 'landmark:burj-khalifa', own?.placeId ?? '']) {
      const place = PlaceSchema.parse(
        ok(await call(t.app, 'GET', `/places/${encodeURIComponent(placeId)}`, shop.token)),
      );
      expect(place.placeId).toBe(placeId);
      expect(place.displayName).not.toBe('');
      expect(place.formattedAddress).not.toBe('');
    }
  });

  it("answers not found for another account's address and for an unknown place", async () => {
    const [own] = await search(shop, 'marina heights');
    for (const placeId of [own?.placeId ?? '', 'area:dubai:atlantis-city', 'history:location:loc_missing']) {
      const response = await call(t.app, 'GET', `/places/${encodeURIComponent(placeId)}`, other.token);
      expectError(response, 404, 'not_found', 'Place not found');
    }
  });
});
