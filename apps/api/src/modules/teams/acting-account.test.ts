import { ACCOUNT_ACCESS_ENDED, NOT_A_MEMBER_MESSAGE, type Order, type Organisation } from '@sameday/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../test/harness';
import { expectError, openSession, refresh } from '../../test/identity';
import { idsOf, listAll, type Merchant, newMerchant, orderBody, placeOrder, postOrder } from '../../test/orders';
import { addressBody, call, createTeam, joinTeam, type Member, ok } from '../../test/teams';

/*
 * The account a call acts on is the one its access token names. Switching mints a token for
 * another account of the user, checked by the server against their memberships; every tenant
 * query then reads and writes that account.
 */

let t: TestApp;
let owner: Merchant & { orgId: string };
let teamOrder: Order;
beforeAll(async () => {
  t = await createTestApp();
  const merchant = await newMerchant(t, { account_name: 'Mansoori Perfumes' });
  teamOrder = await placeOrder(t, merchant);
  const orgId = await createTeam(t.app, merchant, 'Mansoori Team');
  owner = { ...merchant, orgId };
});
afterAll(async () => t?.close());

const accountOf = async (token: string) =>
  ok<{ id: string; name: string }>(await call(t.app, 'GET', '/account', token));
const organisationsOf = async (token: string) =>
  ok<Organisation[]>(await call(t.app, 'GET', '/account/organisations', token));
const switchTo = async (token: string, orgId: string) =>
  ok<{ accountId: string; token: string }>(await call(t.app, 'POST', '/account/organisations/active', token, { orgId }))
    .token;
const tokenOfSession = async (cookie: string) => {
  const response = await refresh(t.app, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ token: string }>(response).token;
};

/** A member of the owner's team with a pickup address of their own; their token acts on the team. */
async function teamMember(role: 'operations' | 'viewer' = 'operations') {
  const { member, ownToken } = await joinTeam(t, owner, role);
  const ownPickup = ok<{ id: string }>(
    await call(t.app, 'POST', '/partner/addresses', ownToken, addressBody({ locationName: 'Member shop' })),
  );
  return { member, ownPickupId: ownPickup.id };
}

describe('a member switched to a team account', () => {
  it("places orders on the team's account, lists only its orders, and sees their own after switching back", async () => {
    const { member, ownPickupId } = await teamMember();
    expect((await accountOf(member.token)).id).toBe(owner.accountId);

    const placedForTeam = ok<Order>(await postOrder(t, member.token, orderBody(owner.pickupId)));
    expect(placedForTeam.accountId).toBe(owner.accountId);
    expect(idsOf(await listAll(t, owner.token))).toContain(placedForTeam.id);
    const teamList = idsOf(await listAll(t, member.token));
    expect(teamList).toEqual(expect.arrayContaining([teamOrder.id, placedForTeam.id]));

    // Back to the member's own company: its orders only, and new orders land there.
    const ownToken = await switchTo(member.token, member.accountId);
    expect((await accountOf(ownToken)).id).toBe(member.accountId);
    expect(await listAll(t, ownToken)).toEqual([]);
    const placedForOwn = ok<Order>(await postOrder(t, ownToken, orderBody(ownPickupId)));
    expect(placedForOwn.accountId).toBe(member.accountId);
    expect(idsOf(await listAll(t, ownToken))).toEqual([placedForOwn.id]);
    expect(idsOf(await listAll(t, owner.token))).not.toContain(placedForOwn.id);

    // And the team again, by its orgId: the team's list, without the member's own order.
    const teamToken = await switchTo(ownToken, owner.orgId);
    const again = idsOf(await listAll(t, teamToken));
    expect(again).toEqual(expect.arrayContaining([teamOrder.id, placedForTeam.id]));
    expect(again).not.toContain(placedForOwn.id);
  });

  it('has the permissions of their role in the chosen account', async () => {
    const { member, ownPickupId } = await teamMember('viewer');
    expect(ok(await call(t.app, 'GET', '/permissions', member.token))).toMatchObject({
      accountId: owner.accountId,
      role: 'viewer',
    });
    expectError(
      await postOrder(t, member.token, orderBody(owner.pickupId)),
      403,
      'permission_denied',
      'Your role does not allow this (orders:write).',
    );

    const ownToken = await switchTo(member.token, member.accountId);
    expect(ok(await call(t.app, 'GET', '/permissions', ownToken))).toMatchObject({
      accountId: member.accountId,
      role: 'owner',
    });
    expect(ok<Order>(await postOrder(t, ownToken, orderBody(ownPickupId))).accountId).toBe(member.accountId);
  });

  it("cannot use another account's pickup address from the account it acts on", async () => {
    const { member, ownPickupId } = await teamMember();
    const error = expectError(
      await postOrder(t, member.token, orderBody(ownPickupId)),
      400,
      'invalid_argument',
      'Some fields are not valid.',
    );
    expect(error.details.fields).toEqual([{ field: 'pickupLocationId', message: 'Unknown pickup address' }]);
  });
});

describe('switching to an account the user is not a member of', () => {
  it('is refused with permission_denied, alike for a foreign team, a foreign account and an unknown id', async () => {
    const stranger = await newMerchant(t);
    const other = await newMerchant(t);
    for (const orgId of [owner.orgId, owner.accountId, other.accountId, 'org_unknown']) {
      expectError(
        await call(t.app, 'POST', '/account/organisations/active', stranger.token, { orgId }),
        403,
        'permission_denied',
        NOT_A_MEMBER_MESSAGE,
      );
    }
    // The session did not move: a fresh token still acts on the stranger's own account.
    expect((await accountOf(await tokenOfSession(stranger.cookie))).id).toBe(stranger.accountId);
    expect(await listAll(t, stranger.token)).toEqual([]);
  });
});

describe('a membership revoked while the member works in the team', () => {
  it('refuses the next call with a clear permission_denied, places nothing, and the session reopens their own account', async () => {
    const { member } = await teamMember();
    const teamOrdersBefore = idsOf(await listAll(t, owner.token));

    ok(await call(t.app, 'DELETE', `/account/team/members/${member.userId}`, owner.token));

    for (const response of [
      await postOrder(t, member.token, orderBody(owner.pickupId)),
      await call(t.app, 'GET', '/quiqdash/orders', member.token),
      await call(t.app, 'GET', '/account', member.token),
    ]) {
      const error = expectError(response, 403, 'permission_denied', ACCOUNT_ACCESS_ENDED.message);
      expect(error.details).toEqual({ reason: ACCOUNT_ACCESS_ENDED.reason });
    }
    expect(idsOf(await listAll(t, owner.token))).toEqual(teamOrdersBefore);

    const ownToken = await tokenOfSession(member.cookie);
    expect((await accountOf(ownToken)).id).toBe(member.accountId);
    expect(await listAll(t, ownToken)).toEqual([]);
    expectError(
      await call(t.app, 'POST', '/account/organisations/active', ownToken, { orgId: owner.orgId }),
      403,
      'permission_denied',
      NOT_A_MEMBER_MESSAGE,
    );
  });

  it("mints the user's own account when the session still names an account they left", async () => {
    const { member } = await teamMember();
    // The membership ends without the sessions being moved (as a cascade would).
    await t.database.db
      .delete(memberships)
      .where(and(eq(memberships.userId, member.userId), eq(memberships.accountId, owner.accountId)));
    expect((await accountOf(await tokenOfSession(member.cookie))).id).toBe(member.accountId);
  });
});

describe("the user's own account after joining a team", () => {
  let member: Member;
  beforeAll(async () => {
    member = (await teamMember()).member;
  });

  it('stays in the list of accounts, as the one they own, beside the team', async () => {
    const organisations = await organisationsOf(member.token);
    expect(organisations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: member.accountId, role: 'owner', isActive: false }),
        expect.objectContaining({ accountId: owner.accountId, orgId: owner.orgId, role: 'operations', isActive: true }),
      ]),
    );
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.userId));
    expect(rows.map((row) => [row.accountId, row.role]).sort()).toEqual(
      [
        [member.accountId, 'owner'],
        [owner.accountId, 'operations'],
      ].sort(),
    );
  });

  it('is reachable from a new sign-in, which opens the team they last worked in', async () => {
    const session = await openSession(t.app, member.email, member.password);
    expect((await accountOf(session.token)).id).toBe(owner.accountId);
    const ownToken = await switchTo(session.token, member.accountId);
    expect((await accountOf(ownToken)).id).toBe(member.accountId);
    expect((await organisationsOf(ownToken)).find((org) => org.isActive)?.accountId).toBe(member.accountId);
    // And the switch holds for the session: its next token acts on the own account too.
    expect((await accountOf(await tokenOfSession(session.cookie))).id).toBe(member.accountId);
  });
});
