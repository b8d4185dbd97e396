import { FULFILMENT_SETUP_FLAG, RESERVED_FLAGS } from '@sameday/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError, NOT_VALID } from '../../test/identity';
import { call, createTeam, joinTeam, type Member, makeAdmin, newMember, ok } from '../../test/teams';
import { rolloutBucket } from './service';

let t: TestApp;
let admin: Member;
let merchant: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await newMember(t.app);
  await makeAdmin(t, admin);
  merchant = await newMember(t.app);
});
afterAll(async () => t?.close());

const STAFF_ONLY = 'This is for Sameday operations staff only.';

type Flag = {
  name: string;
  description: string;
  enabled: boolean;
  rolloutPercentage: number;
  isReserved: boolean;
  overrides: { subjectType: string; subjectId: string; enabled: boolean }[];
};

async function decide(member: Member, feature: string): Promise<boolean> {
  return ok<{ Enabled: boolean }>(
    await call(t.app, 'POST', '/featureflags/decide', member.token, {
      Feature: feature,
      Identifier: member.salesforceId,
    }),
  ).Enabled;
}

const upsertFlag = async (name: string, body: Record<string, unknown>) =>
  ok<Flag>(await call(t.app, 'PUT', `/admin/featureflags/${name}`, admin.token, body));
const setOverride = async (name: string, subjectType: 'user' | 'account', subjectId: string, enabled: boolean) =>
  ok<Flag>(
    await call(t.app, 'PUT', `/admin/featureflags/${name}/overrides`, admin.token, { subjectType, subjectId, enabled }),
  );
const removeOverride = async (name: string, subjectType: 'user' | 'account', subjectId: string) =>
  ok<Flag>(
    await call(t.app, 'DELETE', `/admin/featureflags/${name}/overrides/${subjectType}/${subjectId}`, admin.token),
  );

describe('POST /featureflags/decide', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(
      await call(t.app, 'POST', '/featureflags/decide', undefined, { Feature: 'ff-metrics', Identifier: 'SF1' }),
      401,
      'unauthenticated',
      'Sign in to continue.',
    );
  });

  it('decides the five flags of the spec as seeded: only shipments_partner_4hr is on', async () => {
    const decided = Object.fromEntries(
      await Promise.all(
        ['advance-shipment', 'create-shipment-v2', 'shipments_partner_4hr', 'ff-metrics', 'bridge-quiqdash'].map(
          async (name) => [name, await decide(merchant, name)] as const,
        ),
      ),
    );
    expect(decided).toEqual({
      'advance-shipment': false,
      'create-shipment-v2': false,
      shipments_partner_4hr: true,
      'ff-metrics': false,
      'bridge-quiqdash': false,
    });
  });

  it('knows the fulfilment setup flag the sidebar asks for, off until set', async () => {
    expect(await decide(merchant, FULFILMENT_SETUP_FLAG)).toBe(false);
  });

  it("decides only for the caller's own salesforceId", async () => {
    const other = await newMember(t.app);
    expect(other.salesforceId).not.toBe(merchant.salesforceId);
    for (const Identifier of [other.salesforceId, merchant.email, String(merchant.userId)]) {
      expectError(
        await call(t.app, 'POST', '/featureflags/decide', merchant.token, {
          Feature: 'shipments_partner_4hr',
          Identifier,
        }),
        403,
        'permission_denied',
        'Flags are decided for your own identifier only.',
      );
    }
  });

  it('answers not_found for an unknown flag', async () => {
    expectError(
      await call(t.app, 'POST', '/featureflags/decide', merchant.token, {
        Feature: 'no-such-flag',
        Identifier: merchant.salesforceId,
      }),
      404,
      'not_found',
      'Unknown feature flag: no-such-flag',
    );
  });

  it('asks for Feature and Identifier', async () => {
    const empty = expectError(
      await call(t.app, 'POST', '/featureflags/decide', merchant.token, { Feature: '', Identifier: '' }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(empty.details.fields).toEqual([
      { field: 'Feature', message: 'This field is required' },
      { field: 'Identifier', message: 'This field is required' },
    ]);
    const missing = expectError(
      await call(t.app, 'POST', '/featureflags/decide', merchant.token, {}),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(missing.details.fields?.map((f) => f.field)).toEqual(['Feature', 'Identifier']);
  });

  it('lets a user override beat an account override, which beats the global switch, which beats the rollout', async () => {
    const flag = 'precedence-check';
    const bystander = await newMember(t.app);
    await upsertFlag(flag, { enabled: false, rolloutPercentage: 0 });
    expect(await decide(merchant, flag)).toBe(false);

    await upsertFlag(flag, { enabled: true, rolloutPercentage: 0 });
    expect(await decide(merchant, flag)).toBe(true);

    await setOverride(flag, 'account', merchant.accountId, false);
    expect(await decide(merchant, flag)).toBe(false);

    const withBoth = await setOverride(flag, 'user', merchant.salesforceId, true);
    expect(withBoth.overrides).toEqual(
      expect.arrayContaining([
        { subjectType: 'account', subjectId: merchant.accountId, enabled: false },
        { subjectType: 'user', subjectId: merchant.salesforceId, enabled: true },
      ]),
    );
    expect(await decide(merchant, flag)).toBe(true);

    // Overrides of others change nothing for the bystander: the global switch decides.
    expect(await decide(bystander, flag)).toBe(true);

    // A user override can also switch off what the account has on.
    await setOverride(flag, 'account', merchant.accountId, true);
    await setOverride(flag, 'user', merchant.salesforceId, false);
    expect(await decide(merchant, flag)).toBe(false);

    await removeOverride(flag, 'user', merchant.salesforceId);
    expect(await decide(merchant, flag)).toBe(true);
    await setOverride(flag, 'account', merchant.accountId, false);
    await upsertFlag(flag, { enabled: false, rolloutPercentage: 100 });
    expect(await decide(merchant, flag)).toBe(false);
    const cleared = await removeOverride(flag, 'account', merchant.accountId);
    expect(cleared.overrides).toEqual([]);
    expect(await decide(merchant, flag)).toBe(true);
  });

  it('applies an account override to every member while that account is active', async () => {
    const flag = 'team-override';
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const { member, ownToken } = await joinTeam(t, owner, 'viewer');
    await upsertFlag(flag, { enabled: false, rolloutPercentage: 0 });
    await setOverride(flag, 'account', owner.accountId, true);

    expect(await decide(owner, flag)).toBe(true);
    expect(await decide(member, flag)).toBe(true);
    expect(await decide({ ...member, token: ownToken }, flag)).toBe(false);
  });

  it('turns a rollout of 0 off and of 100 on for everyone', async () => {
    const flag = 'rollout-ends';
    const members = [merchant, admin, await newMember(t.app), await newMember(t.app)];
    await upsertFlag(flag, { enabled: false, rolloutPercentage: 0 });
    for (const member of members) expect(await decide(member, flag)).toBe(false);
    await upsertFlag(flag, { enabled: false, rolloutPercentage: 100 });
    for (const member of members) expect(await decide(member, flag)).toBe(true);
  });

  it('splits identifiers roughly in half at a rollout of 50, as rolloutBucket says', async () => {
    const flag = 'rollout-half';
    const probe = await newMember(t.app);
    await upsertFlag(flag, { enabled: false, rolloutPercentage: 50 });
    const identifiers = Array.from({ length: 120 }, (_, i) => `SFROLLOUT${String(i).padStart(4, '0')}`);

    let enabled = 0;
    for (const identifier of identifiers) {
      await t.database.db.update(users).set({ salesforceId: identifier }).where(eq(users.id, probe.userId));
      const decided = await decide({ ...probe, salesforceId: identifier }, flag);
      expect(decided).toBe(rolloutBucket(flag, identifier) < 50);
      if (decided) enabled += 1;
    }
    expect(enabled).toBeGreaterThan(120 * 0.35);
    expect(enabled).toBeLessThan(120 * 0.65);
  });
});

describe('rolloutBucket', () => {
  it('puts any flag and identifier in one stable bucket from 0 to 99', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (flag, identifier) => {
        const bucket = rolloutBucket(flag, identifier);
        expect(Number.isInteger(bucket)).toBe(true);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThanOrEqual(99);
        expect(rolloutBucket(flag, identifier)).toBe(bucket);
      }),
    );
  });

  it('spreads many identifiers evenly', () => {
    const identifiers = Array.from({ length: 10_000 }, (_, i) => `SF${i}`);
    const buckets = identifiers.map((id) => rolloutBucket('bridge-quiqdash', id));
    const half = buckets.filter((b) => b < 50).length / buckets.length;
    expect(half).toBeGreaterThan(0.47);
    expect(half).toBeLessThan(0.53);
    const tenth = buckets.filter((b) => b < 10).length / buckets.length;
    expect(tenth).toBeGreaterThan(0.08);
    expect(tenth).toBeLessThan(0.12);
  });

  it('gives each flag its own split', () => {
    const identifiers = Array.from({ length: 1000 }, (_, i) => `SF${i}`);
    const same = identifiers.filter(
      (id) => rolloutBucket('ff-metrics', id) < 50 === rolloutBucket('advance-shipment', id) < 50,
    );
    expect(same.length / identifiers.length).toBeGreaterThan(0.4);
    expect(same.length / identifiers.length).toBeLessThan(0.6);
  });
});

describe('admin feature flags', () => {
  it('refuses the admin routes to a merchant', async () => {
    for (const [method, path, body] of [
      ['GET', '/admin/featureflags', undefined],
      ['PUT', '/admin/featureflags/ff-metrics', { enabled: true, rolloutPercentage: 0 }],
      [
        'PUT',
        '/admin/featureflags/ff-metrics/overrides',
        { subjectType: 'user', subjectId: merchant.salesforceId, enabled: true },
      ],
      ['DELETE', `/admin/featureflags/ff-metrics/overrides/user/${merchant.salesforceId}`, undefined],
    ] as const) {
      expectError(await call(t.app, method, path, merchant.token, body), 403, 'permission_denied', STAFF_ONLY);
      expectError(await call(t.app, method, path, undefined, body), 401, 'unauthenticated', 'Sign in to continue.');
    }
    expect(await decide(merchant, 'ff-metrics')).toBe(false);
  });

  it('lists the seeded flags with their descriptions', async () => {
    const flags = ok<Flag[]>(await call(t.app, 'GET', '/admin/featureflags', admin.token));
    const seeded = flags.filter((f) =>
      ['advance-shipment', 'create-shipment-v2', 'shipments_partner_4hr', 'ff-metrics', 'bridge-quiqdash'].includes(
        f.name,
      ),
    );
    expect(seeded).toHaveLength(5);
    expect(seeded.find((f) => f.name === 'shipments_partner_4hr')).toMatchObject({
      description: '4-hour delivery in Dubai',
      enabled: true,
      rolloutPercentage: 0,
    });
    expect(seeded.filter((f) => f.enabled).map((f) => f.name)).toEqual(['shipments_partner_4hr']);
    expect(flags.map((f) => f.name)).toEqual([...flags.map((f) => f.name)].sort());
  });

  it('creates a flag, then updates it keeping the description when none is given', async () => {
    const created = await upsertFlag('new-checkout', {
      description: 'The new checkout',
      enabled: false,
      rolloutPercentage: 10,
    });
    expect(created).toEqual({
      name: 'new-checkout',
      description: 'The new checkout',
      enabled: false,
      rolloutPercentage: 10,
      isReserved: false,
      overrides: [],
    });
    const updated = await upsertFlag('new-checkout', { enabled: true });
    expect(updated).toEqual({
      name: 'new-checkout',
      description: 'The new checkout',
      enabled: true,
      rolloutPercentage: 0,
      isReserved: false,
      overrides: [],
    });
  });

  it('validates the flag name, the rollout and the override', async () => {
    const percentage = expectError(
      await call(t.app, 'PUT', '/admin/featureflags/ff-metrics', admin.token, {
        enabled: false,
        rolloutPercentage: 101,
      }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(percentage.details.fields).toEqual([{ field: 'rolloutPercentage', message: 'From 0 to 100' }]);
    const name = expectError(
      await call(t.app, 'PUT', '/admin/featureflags/Bad%20Name', admin.token, { enabled: true }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(name.details.fields).toEqual([
      { field: 'name', message: 'A flag name is lowercase letters, digits, - and _' },
    ]);
    const subject = expectError(
      await call(t.app, 'PUT', '/admin/featureflags/ff-metrics/overrides', admin.token, {
        subjectType: 'team',
        subjectId: 'x',
        enabled: true,
      }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(subject.details.fields?.map((f) => f.field)).toEqual(['subjectType']);
    const enabled = expectError(
      await call(t.app, 'PUT', '/admin/featureflags/ff-metrics', admin.token, { rolloutPercentage: 5 }),
      400,
      'invalid_argument',
      NOT_VALID,
    );
    expect(enabled.details.fields?.map((f) => f.field)).toEqual(['enabled']);

    const flag = ok<Flag[]>(await call(t.app, 'GET', '/admin/featureflags', admin.token)).find(
      (f) => f.name === 'ff-metrics',
    );
    expect(flag).toMatchObject({ enabled: false, rolloutPercentage: 0, overrides: [] });
  });

  it('answers not_found for overrides of an unknown flag', async () => {
    expectError(
      await call(t.app, 'PUT', '/admin/featureflags/no-such-flag/overrides', admin.token, {
        subjectType: 'user',
        subjectId: merchant.salesforceId,
        enabled: true,
      }),
      404,
      'not_found',
      'Unknown feature flag: no-such-flag',
    );
    expectError(
      await call(t.app, 'DELETE', '/admin/featureflags/no-such-flag/overrides/user/SF1', admin.token),
      404,
      'not_found',
      'Unknown feature flag: no-such-flag',
    );
  });
});

describe('reserved flags (advance-shipment, create-shipment-v2)', () => {
  const reservedMessage = (name: string) =>
    `The flag ${name} is reserved: it has no effect yet, so it cannot be switched.`;

  it('lists them as reserved, and every other flag as not', async () => {
    const flags = ok<Flag[]>(await call(t.app, 'GET', '/admin/featureflags', admin.token));
    expect(flags.filter((flag) => flag.isReserved).map((flag) => flag.name)).toEqual([...RESERVED_FLAGS]);
    expect(flags.find((flag) => flag.name === 'ff-metrics')?.isReserved).toBe(false);
  });

  it('refuses to switch one or force it on, in the error shape, and changes nothing', async () => {
    for (const name of RESERVED_FLAGS) {
      const switched = await call(t.app, 'PUT', `/admin/featureflags/${name}`, admin.token, { enabled: true });
      expectError(switched, 412, 'failed_precondition', reservedMessage(name));
      expect(JSON.parse(switched.body).details).toMatchObject({
        reason: 'reserved_flag',
        messageText: { id: 'flags.reservedFlag', values: { feature: name } },
      });
      const forced = await call(t.app, 'PUT', `/admin/featureflags/${name}/overrides`, admin.token, {
        subjectType: 'user',
        subjectId: merchant.salesforceId,
        enabled: true,
      });
      expectError(forced, 412, 'failed_precondition', reservedMessage(name));
    }
    const flags = ok<Flag[]>(await call(t.app, 'GET', '/admin/featureflags', admin.token));
    for (const name of RESERVED_FLAGS) {
      expect(flags.find((flag) => flag.name === name)).toMatchObject({ enabled: false, overrides: [] });
    }
  });

  it('decides one off even when a switch was set before it was reserved', async () => {
    const reserved = eq(featureFlags.name, 'advance-shipment');
    await t.database.db.update(featureFlags).set({ enabled: true, rolloutPercentage: 100 }).where(reserved);
    expect(await decide(merchant, 'advance-shipment')).toBe(false);
    await t.database.db.update(featureFlags).set({ enabled: false, rolloutPercentage: 0 }).where(reserved);
  });
});
