import { EMIRATES, MESSAGES } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectEachUnauthenticated, expectError, NOT_VALID } from '../../test/identity';
import { addressBody, call, createTeam, joinTeam, type Member, newMember, ok } from '../../test/teams';

let t: TestApp;
let merchant: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await newMember(t.app);
  other = await newMember(t.app);
});
afterAll(async () => t?.close());

const NOT_FOUND = 'Address not found';

type Location = {
  id: string;
  accountId: string;
  kind: string;
  locationName: string | null;
  contactName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  apartmentNumber: string;
  area: string;
  emirate: string;
  regionCode: string;
  latitude: number | null;
  longitude: number | null;
  notes: string;
  createdAt: string;
  updatedAt: string;
};

const create = async (token: string, overrides: Record<string, unknown> = {}) =>
  ok<Location>(await call(t.app, 'POST', '/partner/addresses', token, addressBody(overrides)));
const listOf = async (member: Member, token = member.token) =>
  ok<Location[]>(await call(t.app, 'GET', `/partner/accounts/${member.accountId}/addresses`, token));

describe('saved addresses without a token', () => {
  it('answers unauthenticated on every route', async () => {
    await expectEachUnauthenticated(t.app, [
      ['POST', '/partner/addresses'],
      ['POST', '/addresses'],
      ['GET', '/partner/addresses/loc_x'],
      ['GET', '/addresses/loc_x'],
      ['GET', '/quiqdash/locations/loc_x'],
      ['PATCH', '/partner/addresses/loc_x'],
      ['DELETE', '/partner/addresses/loc_x'],
      ['GET', '/partner/accounts/acc_x/addresses'],
      ['GET', '/accounts/acc_x/addresses'],
    ]);
  });
});

describe('creating and reading', () => {
  it('saves an address with the defaults and a normalised phone, readable by every path of the spec', async () => {
    const response = await call(
      t.app,
      'POST',
      '/partner/addresses',
      merchant.token,
      addressBody({ phone: '+971 50 123-4567' }),
    );
    const saved = ok<Location>(response);
    expect(saved).toEqual({
      id: expect.stringMatching(/^loc_/),
      accountId: merchant.accountId,
      kind: 'pickup',
      locationName: 'Warehouse Al Quoz',
      contactName: 'Omar Haddad',
      phone: '+971501234567',
      addressLine1: 'Al Quoz Industrial Area 3',
      addressLine2: '',
      apartmentNumber: '',
      area: 'Al Quoz',
      emirate: 'Dubai',
      regionCode: 'uae.dubai',
      latitude: null,
      longitude: null,
      notes: '',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    for (const path of [
      `/partner/addresses/${saved.id}`,
      `/addresses/${saved.id}`,
      `/quiqdash/locations/${saved.id}`,
    ]) {
      expect(ok(await call(t.app, 'GET', path, merchant.token))).toEqual(saved);
    }
    expect(await listOf(merchant)).toContainEqual(saved);
    expect(ok(await call(t.app, 'GET', `/accounts/${merchant.accountId}/addresses`, merchant.token))).toEqual(
      await listOf(merchant),
    );
  });

  it('saves every field given, through POST /addresses as well', async () => {
    const full = {
      kind: 'dropoff',
      locationName: '  Corniche office  ',
      contactName: 'Fatima Al Zaabi',
      phone: '+97125551234',
      addressLine1: 'Corniche Tower',
      addressLine2: 'Floor 12, next to the lifts',
      apartmentNumber: '1204',
      area: 'Al Khalidiyah',
      emirate: 'Abu Dhabi',
      regionCode: 'uae.abu_dhabi',
      latitude: 24.4667,
      longitude: 54.3667,
      notes: 'Reception signs for parcels',
    };
    const saved = ok<Location>(await call(t.app, 'POST', '/addresses', merchant.token, full));
    expect(saved).toMatchObject({ ...full, locationName: 'Corniche office', accountId: merchant.accountId });
    expect(ok(await call(t.app, 'GET', `/partner/addresses/${saved.id}`, merchant.token))).toEqual(saved);
  });

  it('stores an empty location name as null', async () => {
    const saved = await create(merchant.token, { locationName: '' });
    expect(saved.locationName).toBeNull();
  });

  it('accepts each of the seven emirates', async () => {
    expect(EMIRATES).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah']);
    for (const emirate of EMIRATES) {
      expect((await create(other.token, { emirate })).emirate).toBe(emirate);
    }
  });

  it('lists the account’s addresses oldest first', async () => {
    const fresh = await newMember(t.app);
    const first = await create(fresh.token, { locationName: 'First' });
    const second = await create(fresh.token, { locationName: 'Second' });
    expect((await listOf(fresh)).map((l) => l.id)).toEqual([first.id, second.id]);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string | undefined][] = [
    ['a missing contact name', { contactName: undefined }, 'contactName', undefined],
    ['a blank contact name', { contactName: '   ' }, 'contactName', MESSAGES.required],
    ['a missing phone', { phone: undefined }, 'phone', undefined],
    ['a phone without +971', { phone: '0501234567' }, 'phone', 'Phone number must start with +971'],
    ['a foreign phone', { phone: '+447700900123' }, 'phone', 'Phone number must start with +971'],
    ['a short phone', { phone: '+971501' }, 'phone', MESSAGES.phoneTooShort],
    ['a phone too long', { phone: '+9715012345678' }, 'phone', 'Phone number is not a valid UAE number'],
    ['a phone with letters', { phone: '+97150123456a' }, 'phone', 'Phone number is not a valid UAE number'],
    ['a missing first address line', { addressLine1: undefined }, 'addressLine1', undefined],
    ['a blank first address line', { addressLine1: '' }, 'addressLine1', MESSAGES.required],
    ['a second address line over 300 characters', { addressLine2: 'x'.repeat(301) }, 'addressLine2', undefined],
    ['an apartment number over 40 characters', { apartmentNumber: '1'.repeat(41) }, 'apartmentNumber', undefined],
    ['a blank area', { area: ' ' }, 'area', MESSAGES.required],
    ['a missing emirate', { emirate: undefined }, 'emirate', MESSAGES.required],
    ['an emirate that is not one of the seven', { emirate: 'Muscat' }, 'emirate', 'Choose one of the seven emirates'],
    ['an emirate in the wrong case', { emirate: 'dubai' }, 'emirate', 'Choose one of the seven emirates'],
    ['an unknown kind', { kind: 'warehouse' }, 'kind', undefined],
    ['a region outside the two', { regionCode: 'uae.sharjah' }, 'regionCode', undefined],
    ['a latitude outside the UAE', { latitude: 40.1 }, 'latitude', 'Coordinates are outside the UAE'],
    ['a longitude outside the UAE', { longitude: 10 }, 'longitude', 'Coordinates are outside the UAE'],
    ['a coordinate given as text', { latitude: '25.2' }, 'latitude', undefined],
    ['a location name over 80 characters', { locationName: 'x'.repeat(81) }, 'locationName', undefined],
    ['notes over 500 characters', { notes: 'x'.repeat(501) }, 'notes', undefined],
  ];

  it.each(cases)(
    'refuses %s on create, naming the field, and saves nothing',
    async (_label, overrides, field, message) => {
      const before = await listOf(other);
      const error = expectError(
        await call(t.app, 'POST', '/partner/addresses', other.token, addressBody(overrides)),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      const fields = error.details.fields ?? [];
      expect(fields.map((f) => f.field)).toEqual([field]);
      if (message) expect(fields[0]?.message).toBe(message);
      expect(fields[0]?.message).toBeTruthy();
      expect(await listOf(other)).toEqual(before);
    },
  );

  it.each(cases.filter(([, overrides]) => Object.values(overrides).every((v) => v !== undefined)))(
    'refuses %s on update and changes nothing',
    async (_label, overrides, field, message) => {
      const saved = await create(other.token);
      const error = expectError(
        await call(t.app, 'PATCH', `/partner/addresses/${saved.id}`, other.token, overrides),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(error.details.fields?.map((f) => f.field)).toEqual([field]);
      if (message) expect(error.details.fields?.[0]?.message).toBe(message);
      expect(ok(await call(t.app, 'GET', `/partner/addresses/${saved.id}`, other.token))).toEqual(saved);
    },
  );

  it('reports every invalid field at once', async () => {
    const error = expectError(
      await call(t.app, 'POST', '/partner/addresses', other.token, {}),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(error.details.fields?.map((f) => f.field).sort()).toEqual([
      'addressLine1',
      'area',
      'contactName',
      'emirate',
      'phone',
    ]);
  });
});

describe('updating and deleting', () => {
  it('changes only the fields a PATCH gives', async () => {
    const saved = await create(merchant.token, {
      kind: 'dropoff',
      addressLine2: 'Gate 4',
      apartmentNumber: '12B',
      regionCode: 'uae.abu_dhabi',
      emirate: 'Abu Dhabi',
      latitude: 24.45,
      longitude: 54.38,
      notes: 'Call on arrival',
    });
    const patched = ok<Location>(
      await call(t.app, 'PATCH', `/partner/addresses/${saved.id}`, merchant.token, {
        contactName: 'Layla Haddad',
        phone: '+971 52 765 4321',
      }),
    );
    expect(patched).toEqual({
      ...saved,
      contactName: 'Layla Haddad',
      phone: '+971527654321',
      updatedAt: expect.any(String),
    });
    expect(Date.parse(patched.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
    expect(ok(await call(t.app, 'GET', `/partner/addresses/${saved.id}`, merchant.token))).toEqual(patched);
  });

  it('clears optional fields when asked to', async () => {
    const saved = await create(merchant.token, { latitude: 25.1, longitude: 55.2, notes: 'Old note' });
    const patched = ok<Location>(
      await call(t.app, 'PATCH', `/partner/addresses/${saved.id}`, merchant.token, {
        latitude: null,
        longitude: null,
        notes: '',
        locationName: null,
      }),
    );
    expect(patched).toMatchObject({
      latitude: null,
      longitude: null,
      notes: '',
      locationName: null,
      contactName: saved.contactName,
    });
  });

  it('deletes an address: it is no longer found, listed, changed or deleted again', async () => {
    const saved = await create(merchant.token, { locationName: 'Closing down' });
    expect(ok(await call(t.app, 'DELETE', `/partner/addresses/${saved.id}`, merchant.token))).toEqual({ status: 'OK' });

    for (const path of [
      `/partner/addresses/${saved.id}`,
      `/addresses/${saved.id}`,
      `/quiqdash/locations/${saved.id}`,
    ]) {
      expectError(await call(t.app, 'GET', path, merchant.token), 404, 'not_found', NOT_FOUND);
    }
    expect((await listOf(merchant)).map((l) => l.id)).not.toContain(saved.id);
    expectError(
      await call(t.app, 'PATCH', `/partner/addresses/${saved.id}`, merchant.token, { notes: 'x' }),
      404,
      'not_found',
      NOT_FOUND,
    );
    expectError(
      await call(t.app, 'DELETE', `/partner/addresses/${saved.id}`, merchant.token),
      404,
      'not_found',
      NOT_FOUND,
    );
  });

  it('answers not_found for an id that was never saved', async () => {
    expectError(await call(t.app, 'GET', '/partner/addresses/loc_never', merchant.token), 404, 'not_found', NOT_FOUND);
    expectError(
      await call(t.app, 'PATCH', '/partner/addresses/loc_never', merchant.token, { notes: 'x' }),
      404,
      'not_found',
      NOT_FOUND,
    );
    expectError(
      await call(t.app, 'DELETE', '/partner/addresses/loc_never', merchant.token),
      404,
      'not_found',
      NOT_FOUND,
    );
  });
});

describe('tenant isolation', () => {
  it("answers not_found for another account's address on every route and changes nothing", async () => {
    const saved = await create(merchant.token, { locationName: 'Private depot', notes: 'Merchant only' });

    for (const path of [
      `/partner/addresses/${saved.id}`,
      `/addresses/${saved.id}`,
      `/quiqdash/locations/${saved.id}`,
    ]) {
      expectError(await call(t.app, 'GET', path, other.token), 404, 'not_found', NOT_FOUND);
    }
    expectError(
      await call(t.app, 'PATCH', `/partner/addresses/${saved.id}`, other.token, {
        notes: 'Taken over',
        contactName: 'Intruder',
      }),
      404,
      'not_found',
      NOT_FOUND,
    );
    expectError(
      await call(t.app, 'DELETE', `/partner/addresses/${saved.id}`, other.token),
      404,
      'not_found',
      NOT_FOUND,
    );

    expect(ok(await call(t.app, 'GET', `/partner/addresses/${saved.id}`, merchant.token))).toEqual(saved);
    expect((await listOf(other)).map((l) => l.id)).not.toContain(saved.id);
  });

  it("answers not_found for another account's list on both paths", async () => {
    for (const path of [
      `/partner/accounts/${merchant.accountId}/addresses`,
      `/accounts/${merchant.accountId}/addresses`,
    ]) {
      expectError(await call(t.app, 'GET', path, other.token), 404, 'not_found', 'Account not found');
    }
  });
});

describe('addresses of a team', () => {
  it('lets every member read the team’s addresses but only settings:write change them', async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const saved = await create(owner.token, { locationName: 'Team depot' });
    const { member: viewer } = await joinTeam(t, owner, 'viewer');
    const { member: admin } = await joinTeam(t, owner, 'admin');

    expect(ok(await call(t.app, 'GET', `/partner/addresses/${saved.id}`, viewer.token))).toEqual(saved);
    expect((await listOf(owner, viewer.token)).map((l) => l.id)).toEqual([saved.id]);

    const denied = 'Your role does not allow this (settings:write).';
    expectError(
      await call(t.app, 'POST', '/partner/addresses', viewer.token, addressBody()),
      403,
      'permission_denied',
      denied,
    );
    expectError(
      await call(t.app, 'PATCH', `/partner/addresses/${saved.id}`, viewer.token, { notes: 'x' }),
      403,
      'permission_denied',
      denied,
    );
    expectError(
      await call(t.app, 'DELETE', `/partner/addresses/${saved.id}`, viewer.token),
      403,
      'permission_denied',
      denied,
    );
    expect(await listOf(owner)).toEqual([saved]);

    const byAdmin = await create(admin.token, { locationName: 'Added by admin' });
    expect(byAdmin.accountId).toBe(owner.accountId);
    expect((await listOf(owner)).map((l) => l.id)).toEqual([saved.id, byAdmin.id]);
  });
});
