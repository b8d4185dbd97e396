import type { FulfilmentOrder, InboundShipment, Product } from '@sameday/contract';
import { createTestApp, PLATFORM, type TestApp } from './harness';
import { CARRIER_KEY } from './orders';
import { call, type Member, makeAdmin, newMember, ok } from './teams';

/** The x-api-key of the internal fulfilment path in the tests. */
export const INTERNAL_KEY = 'k'.repeat(32);

export type FulfilmentWorld = { t: TestApp; staff: Member };

/** An app with one operations user. */
export async function openFulfilmentApp(): Promise<FulfilmentWorld> {
  const t = await createTestApp({ fulfilmentInternalKey: INTERNAL_KEY, carrierWebhookKey: CARRIER_KEY });
  const staff = await newMember(t.app);
  await makeAdmin(t, staff);
  return { t, staff };
}

/** A merchant whose account operations made a fulfilment account. */
export async function newFulfilmentMerchant(world: FulfilmentWorld): Promise<Member> {
  const merchant = await newMember(world.t.app);
  ok(
    await call(world.t.app, 'PUT', `/api/fulfilment/accounts/${merchant.accountId}/capability`, world.staff.token, {
      enabled: true,
    }),
  );
  return merchant;
}

export const productBody = (sku: string, overrides: Record<string, unknown> = {}) => ({
  sku,
  name: `Product ${sku}`,
  weightKg: 0.3,
  unitValueMinor: 4500,
  ...overrides,
});

export async function createProduct(world: FulfilmentWorld, merchant: Member, sku: string, extra = {}) {
  return ok<Product>(
    await call(world.t.app, 'POST', '/api/fulfilment/products', merchant.token, productBody(sku, extra)),
  );
}

/** Announces and receives `quantity` of each SKU (Dubai unless said). */
export async function stockUp(
  world: FulfilmentWorld,
  merchant: Member,
  lines: { sku: string; quantity: number }[],
  location = 'dubai',
) {
  const shipment = ok<InboundShipment>(
    await call(world.t.app, 'POST', '/api/fulfilment/inbound', merchant.token, {
      location,
      expectedDate: '2026-12-01',
      lines,
    }),
  );
  return ok<InboundShipment>(
    await call(world.t.app, 'POST', `/api/fulfilment/inbound/${shipment.id}/receive`, world.staff.token, {
      lines: lines.map((l) => ({ sku: l.sku, receivedQuantity: l.quantity })),
    }),
  );
}

export const recipient = {
  name: 'Fatima Noor',
  phone: '+971509876543',
  addressLine1: 'Marina Heights Tower',
  area: 'Dubai Marina',
  emirate: 'Dubai',
};

export const fulfilmentOrderBody = (
  lines: { sku: string; quantity: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  lines,
  recipient,
  serviceKind: 'next_day',
  payment: { mode: 'prepaid' },
  ...overrides,
});

export function postFulfilmentOrder(
  world: FulfilmentWorld,
  merchant: Member,
  lines: { sku: string; quantity: number }[],
) {
  return call(world.t.app, 'POST', '/api/fulfilment/orders', merchant.token, fulfilmentOrderBody(lines));
}

export async function placeFulfilmentOrder(
  world: FulfilmentWorld,
  merchant: Member,
  lines: { sku: string; quantity: number }[],
) {
  return ok<FulfilmentOrder>(await postFulfilmentOrder(world, merchant, lines));
}

export async function moveTo(world: FulfilmentWorld, id: string, state: string) {
  return ok<FulfilmentOrder>(
    await call(world.t.app, 'POST', `/api/fulfilment/orders/${id}/state`, world.staff.token, { state }),
  );
}

export function internalOrder(world: FulfilmentWorld, body: unknown, key = INTERNAL_KEY) {
  return world.t.app.inject({
    method: 'POST',
    url: `${PLATFORM}/internal/fulfilment/orders`,
    headers: { 'x-api-key': key },
    payload: body as Record<string, unknown>,
  });
}
