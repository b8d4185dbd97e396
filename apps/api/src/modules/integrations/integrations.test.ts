import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationConnections } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectError } from '../../test/identity';
import { call, createTeam, joinTeam, type Member, newMember, ok } from '../../test/teams';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Connection = { id: string; platform: string; shop: string; status: string; connectedAt: string };
const noActivity = { lastOrderAt: null, importedToday: 0, failedToday: 0 };

const connectionsOf = async (token: string) =>
  ok<Connection[]>(await call(t.app, 'GET', '/integrations/connections', token));

/** Connecting a shop has no public call yet: rows are stored as the shop connector will store them. */
async function connect(
  member: Member,
  id: string,
  platform: string,
  shop: string,
  connectedAt: string,
  status = 'connected',
) {
  await t.database.db
    .insert(integrationConnections)
    .values({ id, accountId: member.accountId, platform, shop, status, connectedAt: new Date(connectedAt) });
}

describe('GET /integrations/connections', () => {
  it('answers unauthenticated without a token', async () => {
    expectError(await call(t.app, 'GET', '/integrations/connections'), 401, 'unauthenticated', 'Sign in to continue.');
  });

  it('answers an empty list for an account without a connected shop', async () => {
    const merchant = await newMember(t.app);
    expect(await connectionsOf(merchant.token)).toEqual([]);
  });

  it("answers the account's own connections, newest first, never another account's", async () => {
    const merchant = await newMember(t.app);
    const other = await newMember(t.app);
    await connect(merchant, 'int_m1', 'shopify', 'oud-house.myshopify.com', '2026-10-01T08:00:00.000Z', 'disconnected');
    await connect(merchant, 'int_m2', 'woocommerce', 'shop.oudhouse.ae', '2026-11-02T09:30:00.000Z');
    await connect(other, 'int_o1', 'shopify', 'other.myshopify.com', '2026-11-10T10:00:00.000Z');

    expect(await connectionsOf(merchant.token)).toEqual([
      {
        id: 'int_m2',
        platform: 'woocommerce',
        shop: 'shop.oudhouse.ae',
        shopName: null,
        status: 'connected',
        connectedAt: '2026-11-02T09:30:00.000Z',
        ...noActivity,
      },
      {
        id: 'int_m1',
        platform: 'shopify',
        shop: 'oud-house.myshopify.com',
        shopName: null,
        status: 'disconnected',
        connectedAt: '2026-10-01T08:00:00.000Z',
        ...noActivity,
      },
    ]);
    expect((await connectionsOf(other.token)).map((c) => c.id)).toEqual(['int_o1']);
  });

  it("needs integrations:manage: an admin reads the team's shops, other roles are refused", async () => {
    const owner = await newMember(t.app);
    await createTeam(t.app, owner);
    const team = { ...owner, accountId: ok<{ id: string }>(await call(t.app, 'GET', '/account', owner.token)).id };
    await connect(team, 'int_team', 'shopify', 'team.myshopify.com', '2026-11-20T12:00:00.000Z');

    const { member: admin } = await joinTeam(t, owner, 'admin');
    expect((await connectionsOf(admin.token)).map((c) => c.id)).toEqual(['int_team']);
    for (const role of ['operations', 'finance', 'viewer'] as const) {
      const { member } = await joinTeam(t, owner, role);
      expectError(
        await call(t.app, 'GET', '/integrations/connections', member.token),
        403,
        'permission_denied',
        'Your role does not allow this (integrations:manage).',
      );
    }
  });
});
