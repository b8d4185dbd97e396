import { DEFAULT_CUT_OFFS, DEFAULT_DELIVERY_OPTION, MESSAGES } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, NOT_VALID } from '../../test/identity';
import { addressBody, call, createTeam, joinTeam, type Member, newMember, ok } from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TIME_FORMAT = 'Use the 24-hour form HH:mm';

type Location = { id: string; accountId: string; locationName: string | null; contactName: string };
type Preferences = {
  ecommerceDeliveryOptions: string;
  partner4hrCutOffTime: string;
  sameDayCutOffTime: string;
  nextDayCutOffTime: string;
  sameDayOtherEmiratesCutOffTime: string;
  nextDayOtherEmiratesCutOffTime: string;
  defaultPickupDetails: { locationId: string; location: Location | null } | null;
  defaultDropoffDetails: { locationId: string; location: Location | null } | null;
  customised: string[];
};

const SPEC_DEFAULTS: Preferences = {
  ecommerceDeliveryOptions: 'delivery_4_hours_sameday_nextday',
  partner4hrCutOffTime: '17:00',
  sameDayCutOffTime: '13:00',
  nextDayCutOffTime: '23:50',
  sameDayOtherEmiratesCutOffTime: '12:00',
  nextDayOtherEmiratesCutOffTime: '16:30',
  defaultPickupDetails: null,
  defaultDropoffDetails: null,
  customised: [],
};

const preferencesOf = async (token: string) => ok<Preferences>(await call(t.app, 'GET', '/partner/preferences', token));
const createPreference = (token: string, key: string, value: unknown) =>
  call(t.app, 'POST', '/partner/preferences', token, { key, value });
const updatePreference = (token: string, key: string, value: unknown) =>
  call(t.app, 'PUT', `/partner/preferences/${key}`, token, { value });
const saveAddress = async (token: string, overrides: Record<string, unknown> = {}) =>
  ok<Location>(await call(t.app, 'POST', '/partner/addresses', token, addressBody(overrides)));

describe('GET /partner/preferences', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(await call(t.app, 'GET', '/partner/preferences'), 401, 'unauthenticated', 'Sign in to continue.');
    expectError(
      await createPreference('', 'sameDayCutOffTime', '12:00'),
      401,
      'unauthenticated',
      'Sign in to continue.',
    );
  });

  it("answers the spec's defaults for a new account", async () => {
    const merchant = await newMember(t.app);
    expect(await preferencesOf(merchant.token)).toEqual(SPEC_DEFAULTS);
    expect({ ...DEFAULT_CUT_OFFS, ecommerceDeliveryOptions: DEFAULT_DELIVERY_OPTION }).toEqual({
      partner4hrCutOffTime: SPEC_DEFAULTS.partner4hrCutOffTime,
      sameDayCutOffTime: SPEC_DEFAULTS.sameDayCutOffTime,
      nextDayCutOffTime: SPEC_DEFAULTS.nextDayCutOffTime,
      sameDayOtherEmiratesCutOffTime: SPEC_DEFAULTS.sameDayOtherEmiratesCutOffTime,
      nextDayOtherEmiratesCutOffTime: SPEC_DEFAULTS.nextDayOtherEmiratesCutOffTime,
      ecommerceDeliveryOptions: SPEC_DEFAULTS.ecommerceDeliveryOptions,
    });
  });
});

describe('changing preferences', () => {
  let merchant: Member;
  let other: Member;
  beforeAll(async () => {
    merchant = await newMember(t.app);
    other = await newMember(t.app);
  });

  it('creates, updates and deletes a cut-off time; deleting brings the default back', async () => {
    const created = ok<Preferences>(await createPreference(merchant.token, 'sameDayCutOffTime', '14:30'));
    expect(created).toEqual({ ...SPEC_DEFAULTS, sameDayCutOffTime: '14:30', customised: ['sameDayCutOffTime'] });
    expect(await preferencesOf(merchant.token)).toEqual(created);

    const updated = ok<Preferences>(await updatePreference(merchant.token, 'sameDayCutOffTime', '15:45'));
    expect(updated.sameDayCutOffTime).toBe('15:45');
    expect(await preferencesOf(merchant.token)).toEqual(updated);

    const deleted = ok<Preferences>(
      await call(t.app, 'DELETE', '/partner/preferences/sameDayCutOffTime', merchant.token),
    );
    expect(deleted).toEqual(SPEC_DEFAULTS);
    expectError(
      await call(t.app, 'DELETE', '/partner/preferences/sameDayCutOffTime', merchant.token),
      404,
      'not_found',
      'This preference is not set.',
    );
    expect(await preferencesOf(merchant.token)).toEqual(SPEC_DEFAULTS);
  });

  it('sets a key by PUT even when it was never created, and keeps the others at their defaults', async () => {
    const answer = ok<Preferences>(
      await updatePreference(merchant.token, 'ecommerceDeliveryOptions', 'delivery_sameday'),
    );
    expect(answer).toEqual({
      ...SPEC_DEFAULTS,
      ecommerceDeliveryOptions: 'delivery_sameday',
      customised: ['ecommerceDeliveryOptions'],
    });
    ok(await call(t.app, 'DELETE', '/partner/preferences/ecommerceDeliveryOptions', merchant.token));
  });

  it('refuses to create a preference twice with already_exists, keeping the first value', async () => {
    ok(await createPreference(merchant.token, 'nextDayCutOffTime', '22:15'));
    expectError(
      await createPreference(merchant.token, 'nextDayCutOffTime', '21:00'),
      409,
      'already_exists',
      'This preference is already set; update it instead.',
    );
    expect((await preferencesOf(merchant.token)).nextDayCutOffTime).toBe('22:15');
    ok(await call(t.app, 'DELETE', '/partner/preferences/nextDayCutOffTime', merchant.token));
  });

  it.each(['25:00', '12:60', '7:00', '1200', '', 1300, null])(
    'refuses the time %j with invalid_argument on the value',
    async (value) => {
      const created = expectError(
        await createPreference(merchant.token, 'partner4hrCutOffTime', value),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(created.details.fields?.map((f) => f.field)).toEqual(['value']);
      const updated = expectError(
        await updatePreference(merchant.token, 'partner4hrCutOffTime', value),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(updated.details.fields?.map((f) => f.field)).toEqual(['value']);
      expect((await preferencesOf(merchant.token)).partner4hrCutOffTime).toBe('17:00');
    },
  );

  it("says how to write a time: 'Use the 24-hour form HH:mm'", async () => {
    const error = expectError(
      await createPreference(merchant.token, 'sameDayOtherEmiratesCutOffTime', '25:00'),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(error.details.fields).toEqual([{ field: 'value', message: TIME_FORMAT }]);
  });

  it('accepts the first and last minute of the day', async () => {
    expect(
      ok<Preferences>(await updatePreference(merchant.token, 'nextDayOtherEmiratesCutOffTime', '00:00'))
        .nextDayOtherEmiratesCutOffTime,
    ).toBe('00:00');
    expect(
      ok<Preferences>(await updatePreference(merchant.token, 'nextDayOtherEmiratesCutOffTime', '23:59'))
        .nextDayOtherEmiratesCutOffTime,
    ).toBe('23:59');
    ok(await call(t.app, 'DELETE', '/partner/preferences/nextDayOtherEmiratesCutOffTime', merchant.token));
  });

  it('refuses an unknown key on every route', async () => {
    const created = expectError(
      await createPreference(merchant.token, 'favouriteColour', 'teal'),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(created.details.fields).toEqual([{ field: 'key', message: 'Unknown preference' }]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const error = expectError(
        await call(
          t.app,
          method,
          '/partner/preferences/favouriteColour',
          merchant.token,
          method === 'PUT' ? { value: 'teal' } : undefined,
        ),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(error.details.fields).toEqual([{ field: 'key', message: 'Unknown preference' }]);
    }
    const kind = expectError(
      await call(t.app, 'DELETE', '/partner/preferences/default/warehouse', merchant.token),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(kind.details.fields?.map((f) => f.field)).toEqual(['kind']);
    expect((await preferencesOf(merchant.token)).customised).toEqual([]);
  });

  it('keeps each account to its own preferences', async () => {
    ok(await createPreference(merchant.token, 'sameDayCutOffTime', '10:00'));
    expect(await preferencesOf(other.token)).toEqual(SPEC_DEFAULTS);
    expectError(
      await call(t.app, 'DELETE', '/partner/preferences/sameDayCutOffTime', other.token),
      404,
      'not_found',
      'This preference is not set.',
    );
    expect((await preferencesOf(merchant.token)).sameDayCutOffTime).toBe('10:00');
    ok(await call(t.app, 'DELETE', '/partner/preferences/sameDayCutOffTime', merchant.token));
  });
});

describe('default pickup and drop-off', () => {
  let merchant: Member;
  let other: Member;
  beforeAll(async () => {
    merchant = await newMember(t.app);
    other = await newMember(t.app);
  });

  it('resolves the default pickup locationId to the full saved location, and removes the default', async () => {
    const warehouse = await saveAddress(merchant.token, { locationName: 'JAFZA warehouse' });
    // The account's first pickup address is already its default; setting it again keeps it.
    const created = ok<Preferences>(
      await updatePreference(merchant.token, 'defaultPickupDetails', { locationId: warehouse.id }),
    );
    expect(created.defaultPickupDetails).toEqual({ locationId: warehouse.id, location: warehouse });
    expect(created.customised).toEqual(['defaultPickupDetails']);
    expect((await preferencesOf(merchant.token)).defaultPickupDetails).toEqual({
      locationId: warehouse.id,
      location: warehouse,
    });

    const removed = ok<Preferences>(await call(t.app, 'DELETE', '/partner/preferences/default/pickup', merchant.token));
    expect(removed.defaultPickupDetails).toBeNull();
    expect(removed.customised).toEqual([]);
    expectError(
      await call(t.app, 'DELETE', '/partner/preferences/default/pickup', merchant.token),
      404,
      'not_found',
      'This preference is not set.',
    );
  });

  it('sets and removes the default drop-off on its own', async () => {
    const pickup = await saveAddress(merchant.token, { locationName: 'Pickup point' });
    const dropoff = await saveAddress(merchant.token, { locationName: 'Customer hub', kind: 'dropoff' });
    ok(await updatePreference(merchant.token, 'defaultPickupDetails', { locationId: pickup.id }));
    const both = ok<Preferences>(
      await updatePreference(merchant.token, 'defaultDropoffDetails', { locationId: dropoff.id }),
    );
    expect(both.defaultDropoffDetails?.location?.id).toBe(dropoff.id);
    expect(both.defaultPickupDetails?.location?.id).toBe(pickup.id);

    const removed = ok<Preferences>(
      await call(t.app, 'DELETE', '/partner/preferences/default/dropoff', merchant.token),
    );
    expect(removed.defaultDropoffDetails).toBeNull();
    expect(removed.defaultPickupDetails?.location?.id).toBe(pickup.id);
    ok(await call(t.app, 'DELETE', '/partner/preferences/default/pickup', merchant.token));
  });

  it("refuses another account's location, or an unknown one, with 'Unknown location'", async () => {
    const foreign = await saveAddress(other.token, { locationName: 'Not yours' });
    for (const locationId of [foreign.id, 'loc_unknown']) {
      for (const response of [
        await createPreference(merchant.token, 'defaultPickupDetails', { locationId }),
        await updatePreference(merchant.token, 'defaultDropoffDetails', { locationId }),
      ]) {
        const error = expectError(response, 400, 'invalid_argument', 'Unknown location');
        expect(error.details.fields).toEqual([{ field: 'value.locationId', message: 'Unknown location' }]);
      }
    }
    const prefs = await preferencesOf(merchant.token);
    expect(prefs.defaultPickupDetails).toBeNull();
    expect(prefs.defaultDropoffDetails).toBeNull();
  });

  it('asks for a locationId', async () => {
    for (const [value, field] of [
      [{}, 'value.locationId'],
      ['loc_123', 'value'],
      [undefined, 'value'],
    ] as const) {
      const error = expectError(
        await createPreference(merchant.token, 'defaultPickupDetails', value),
        400,
        'invalid_argument',
        NOT_VALID,
      );
      expect(error.details.fields?.map((f) => f.field)).toEqual([field]);
    }
    const empty = expectError(
      await createPreference(merchant.token, 'defaultPickupDetails', { locationId: '' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(empty.details.fields).toEqual([{ field: 'value.locationId', message: MESSAGES.required }]);
  });

  it('forgets the default once its saved address is deleted', async () => {
    const shop = await saveAddress(merchant.token, { locationName: 'Closing shop' });
    ok(await updatePreference(merchant.token, 'defaultPickupDetails', { locationId: shop.id }));
    ok(await call(t.app, 'DELETE', `/partner/addresses/${shop.id}`, merchant.token));
    expect((await preferencesOf(merchant.token)).defaultPickupDetails).toBeNull();
  });
});

describe('preferences of a team', () => {
  it('shows the team’s preferences to a viewer, who may not change them', async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const location = await saveAddress(owner.token, { locationName: 'Team warehouse' });
    ok(await createPreference(owner.token, 'sameDayCutOffTime', '12:30'));
    expect((await preferencesOf(owner.token)).defaultPickupDetails?.locationId).toBe(location.id);
    const { member: viewer } = await joinTeam(t, owner, 'viewer');

    const seen = await preferencesOf(viewer.token);
    expect(seen).toEqual(await preferencesOf(owner.token));
    expect(seen.defaultPickupDetails?.location?.locationName).toBe('Team warehouse');

    for (const [method, path, body] of [
      ['POST', '/partner/preferences', { key: 'nextDayCutOffTime', value: '20:00' }],
      ['PUT', '/partner/preferences/sameDayCutOffTime', { value: '09:00' }],
      ['DELETE', '/partner/preferences/sameDayCutOffTime', undefined],
      ['DELETE', '/partner/preferences/default/pickup', undefined],
    ] as const) {
      const error = expectError(
        await call(t.app, method, path, viewer.token, body),
        403,
        'permission_denied',
        'Your role does not allow this (settings:write).',
      );
      expect(error.details).toEqual({
        permission: 'settings:write',
        messageText: { id: 'requests.permissionNeeded', values: { permission: 'settings:write' } },
      });
    }
    expect(await preferencesOf(owner.token)).toEqual(seen);
  });
});
