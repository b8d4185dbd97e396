import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { addressBody, call, createTeam, joinTeam, newMember, ok } from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type PickupZone = { id: string; name: string; regionCode: string; emirates: string[]; pickupAddressCount: number };

const zonesOf = async (token: string) => ok<PickupZone[]>(await call(t.app, 'GET', '/quiqdash/pickup-zones', token));
const countsOf = async (token: string) =>
  Object.fromEntries((await zonesOf(token)).map((zone) => [zone.id, zone.pickupAddressCount]));
const save = async (token: string, overrides: Record<string, unknown>) =>
  ok<{ id: string }>(await call(t.app, 'POST', '/partner/addresses', token, addressBody(overrides)));

describe('GET /quiqdash/pickup-zones', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(await call(t.app, 'GET', '/quiqdash/pickup-zones'), 401, 'unauthenticated', 'Sign in to continue.');
  });

  it('answers the two zones of the regions, empty for a new account', async () => {
    const merchant = await newMember(t.app);
    expect(await zonesOf(merchant.token)).toEqual([
      { id: 'dubai', name: 'Dubai', regionCode: 'uae.dubai', emirates: ['Dubai'], pickupAddressCount: 0 },
      {
        id: 'abu-dhabi',
        name: 'Abu Dhabi',
        regionCode: 'uae.abu_dhabi',
        emirates: ['Abu Dhabi'],
        pickupAddressCount: 0,
      },
    ]);
  });

  it("counts the account's live pickup addresses per zone: not drop-offs, deleted ones, other emirates or other accounts", async () => {
    const merchant = await newMember(t.app);
    const other = await newMember(t.app);
    await save(merchant.token, { locationName: 'Al Quoz' });
    await save(merchant.token, { locationName: 'Jebel Ali', area: 'Jebel Ali' });
    await save(merchant.token, {
      locationName: 'Mussafah',
      area: 'Mussafah',
      emirate: 'Abu Dhabi',
      regionCode: 'uae.abu_dhabi',
    });
    await save(merchant.token, { locationName: 'Sharjah depot', area: 'Industrial Area 1', emirate: 'Sharjah' });
    await save(merchant.token, { kind: 'dropoff', locationName: 'Customer' });
    const removed = await save(merchant.token, { locationName: 'Closed branch' });
    ok(await call(t.app, 'DELETE', `/partner/addresses/${removed.id}`, merchant.token));
    await save(other.token, { locationName: 'Not ours' });

    expect(await countsOf(merchant.token)).toEqual({ dubai: 2, 'abu-dhabi': 1 });
    expect(await countsOf(other.token)).toEqual({ dubai: 1, 'abu-dhabi': 0 });
  });

  it("answers a team member the team's zones, whatever the role", async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    await save(owner.token, { locationName: 'Team depot', emirate: 'Abu Dhabi', regionCode: 'uae.abu_dhabi' });
    const { member: viewer, ownToken } = await joinTeam(t, owner, 'viewer');
    expect(await countsOf(viewer.token)).toEqual({ dubai: 0, 'abu-dhabi': 1 });
    expect(await countsOf(ownToken)).toEqual({ dubai: 0, 'abu-dhabi': 0 });
  });
});
