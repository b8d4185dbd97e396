// A carrier's shipment events move the order the shipment carries (decision 041), on the whole app
// (PGlite, or PostgreSQL with TEST_DATABASE_URL): through the lifecycle, one move per step, each in
// the order's history; replays and late events change nothing; another account's order is never touched.
import type { Order, Shipment, ShipmentEventAnswer } from '@sameday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyOf, type Merchant, newMerchant, placeOrder } from '../../test/orders';
import {
  carrierStatusEvent,
  domesticBody,
  openShipmentApp,
  pollTracking,
  type ShipmentWorld,
  shipmentEvent,
} from '../../test/shipments';
import { call, ok } from '../../test/teams';

let world: ShipmentWorld;
let merchant: Merchant;
let other: Merchant;
const moves: string[] = [];
beforeAll(async () => {
  world = await openShipmentApp({
    extraModules: [
      {
        name: 'a record of every move',
        build: () => ({
          wiring: {
            reactions: {
              'order.moved': async (_tx, event) => {
                moves.push(`${event.orderId}:${event.from}>${event.to}`);
              },
            },
          },
        }),
      },
    ],
  });
  merchant = await newMerchant(world.t);
  other = await newMerchant(world.t);
});
afterAll(async () => world?.close());

/** An order, and an Aramex shipment booked for it (its client_order_id is the order's id); or a fleet one. */
async function shippedOrder(
  who: Merchant = merchant,
  carrier: 'aramex' | 'sameday' = 'aramex',
): Promise<{ order: Order; shipment: Shipment }> {
  const order = await placeOrder(world.t, who);
  const fleet = { carrier: 'sameday', service: 'next_day', parcels: [{ weightKg: 2 }] };
  const body = domesticBody({ clientOrderId: order.id, ...(carrier === 'sameday' ? fleet : {}) });
  const shipment = ok<Shipment>(await call(world.t.app, 'POST', '/shipments/internal', who.token, body));
  return { order, shipment };
}
const status = async (shipment: Shipment, word: string, eventId: string, description?: string) =>
  ok<ShipmentEventAnswer>(
    await shipmentEvent(world, 'carrier-status', {
      event_id: eventId,
      tracking_number: shipment.trackingNumber,
      status: word,
      ...(description ? { description } : {}),
    }),
  );
const orderStatus = async (who: Merchant, id: string) =>
  ok<Order>(await call(world.t.app, 'GET', `/quiqdash/order/${id}`, who.token)).status;

describe('carrier status events on a shipment that carries an order', () => {
  it('move it as the carrier sends them: each event its own, the carrier’s status moved on too', async () => {
    const { order, shipment } = await shippedOrder();
    for (const word of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      const event = carrierStatusEvent(shipment.trackingNumber, word);
      expect(ok<ShipmentEventAnswer>(await shipmentEvent(world, 'carrier-status', event)).applied, word).toBe(true);
    }
    expect(await orderStatus(merchant, order.id)).toBe('delivery_complete');
    // Without the api-key the carrier's event is refused and nothing moves.
    const { order: second, shipment: secondShipment } = await shippedOrder();
    const event = carrierStatusEvent(secondShipment.trackingNumber, 'delivered');
    expect((await shipmentEvent(world, 'carrier-status', event, 'z'.repeat(32))).statusCode).toBe(401);
    expect(await orderStatus(merchant, second.id)).toBe('pending');
  });

  it('come from Aramex’s tracking when asked on schedule: its update codes move the shipment and the order', async () => {
    const { order, shipment } = await shippedOrder();
    world.aramex.addUpdate(shipment.trackingNumber, 'SH001', 'Received at destination facility', 'Abu Dhabi');
    world.aramex.addUpdate(shipment.trackingNumber, 'SH003', 'Out for Delivery', 'Abu Dhabi');
    expect(await pollTracking(world, shipment.id)).toBe(true);
    expect(await orderStatus(merchant, order.id)).toBe('out_for_delivery');
    // A code Aramex sends that we do not track keeps the state; its words still join the steps.
    world.aramex.addUpdate(shipment.trackingNumber, 'SH999', 'Held for a better address', 'Abu Dhabi');
    await pollTracking(world, shipment.id);
    expect(await orderStatus(merchant, order.id)).toBe('out_for_delivery');
    world.aramex.addUpdate(shipment.trackingNumber, 'SH005', 'Delivered', 'Abu Dhabi');
    expect(await pollTracking(world, shipment.id)).toBe(false);
    expect(await orderStatus(merchant, order.id)).toBe('delivery_complete');
    const [tracked] = ok<{ shipments: Shipment[] }>(
      await call(world.t.app, 'GET', `/shipments?shipment_id=${shipment.id}`, merchant.token),
    ).shipments;
    expect(tracked?.state).toBe('delivered');
    expect(tracked?.trackingEvents.map((e) => e.code)).toEqual(['SH014', 'SH001', 'SH003', 'SH999', 'SH005']);
    expect(tracked?.trackingEvents[2]).toMatchObject({ description: 'Out for Delivery', location: 'Abu Dhabi' });
  });

  it('move the order along the lifecycle, step by step, each move announced and in the history', async () => {
    const { order, shipment } = await shippedOrder();
    expect(await status(shipment, 'picked_up', `evt-pick-${order.id}`)).toMatchObject({
      applied: true,
      state: 'picked_up',
      order: { id: order.id, status: 'collected', moved: true },
    });
    expect(await status(shipment, 'at_hub', `evt-hub-${order.id}`)).toMatchObject({
      order: { status: 'received_at_depot', moved: true },
    });
    expect(await status(shipment, 'out_for_delivery', `evt-ofd-${order.id}`)).toMatchObject({
      order: { status: 'out_for_delivery', moved: true },
    });
    expect(await status(shipment, 'delivered', `evt-dlv-${order.id}`)).toMatchObject({
      state: 'delivered',
      order: { status: 'delivery_complete', moved: true },
    });
    const history = await historyOf(world.t, merchant.token, order.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'pending', 'merchant'],
      ['pending', 'ready_for_collection', 'system'],
      ['ready_for_collection', 'collected', 'courier'],
      ['collected', 'received_at_depot', 'courier'],
      ['received_at_depot', 'out_for_delivery', 'courier'],
      ['out_for_delivery', 'delivery_complete', 'courier'],
    ]);
    expect(history[1]?.reason).toBe('Collected by Aramex');
    expect(history[2]?.actorName).toBe('Aramex');
    expect(moves.filter((move) => move.startsWith(`${order.id}:`))).toEqual([
      `${order.id}:pending>ready_for_collection`,
      `${order.id}:ready_for_collection>collected`,
      `${order.id}:collected>received_at_depot`,
      `${order.id}:received_at_depot>out_for_delivery`,
      `${order.id}:out_for_delivery>delivery_complete`,
    ]);
  });

  it('change nothing when replayed or when they arrive late, and catch up when one was missed', async () => {
    const { order, shipment } = await shippedOrder();
    // Out for delivery arrives first: the order walks every step up to it.
    expect(await status(shipment, 'out_for_delivery', `evt-ofd-${order.id}`)).toMatchObject({
      order: { status: 'out_for_delivery', moved: true },
    });
    const before = await historyOf(world.t, merchant.token, order.id);
    expect(before.map((e) => e.toStatus)).toEqual([
      'pending',
      'ready_for_collection',
      'collected',
      'received_at_depot',
      'out_for_delivery',
    ]);
    // The same event again, and the earlier ones arriving late: nothing moves.
    expect(await status(shipment, 'out_for_delivery', `evt-ofd-${order.id}`)).toEqual({
      applied: false,
      shipmentId: shipment.id,
      state: 'out_for_delivery',
    });
    expect(await status(shipment, 'picked_up', `evt-late-pick-${order.id}`)).toMatchObject({ applied: false });
    expect(await status(shipment, 'in_transit', `evt-late-transit-${order.id}`)).toMatchObject({ applied: false });
    expect(await historyOf(world.t, merchant.token, order.id)).toEqual(before);
    expect(await orderStatus(merchant, order.id)).toBe('out_for_delivery');
    // Two delivered events at once: one moves the order, the other changes nothing.
    const both = await Promise.all([
      status(shipment, 'delivered', `evt-dlv-a-${order.id}`),
      status(shipment, 'delivered', `evt-dlv-b-${order.id}`),
    ]);
    expect(both.map((answer) => answer.applied).sort()).toEqual([false, true]);
    const after = await historyOf(world.t, merchant.token, order.id);
    expect(after.filter((e) => e.toStatus === 'delivery_complete')).toHaveLength(1);
  });

  it('count a failed attempt while out for delivery, with the carrier’s words, and go out again', async () => {
    const { order, shipment } = await shippedOrder();
    await status(shipment, 'out_for_delivery', `evt-ofd-${order.id}`);
    expect(await status(shipment, 'failed', `evt-fail-${order.id}`, 'Recipient not at home')).toMatchObject({
      state: 'exception',
      order: { status: 'delivery_failed', moved: true },
    });
    const history = await historyOf(world.t, merchant.token, order.id);
    expect(history.at(-1)).toMatchObject({ toStatus: 'delivery_failed', reason: 'Recipient not at home' });
    expect(await status(shipment, 'out_for_delivery', `evt-ofd-2-${order.id}`)).toMatchObject({
      order: { status: 'out_for_delivery', moved: true },
    });
  });

  it('never move another account’s order, whatever client_order_id the shipment names', async () => {
    const theirs = await placeOrder(world.t, other);
    const mine = ok<Shipment>(
      await call(
        world.t.app,
        'POST',
        '/shipments/internal',
        merchant.token,
        domesticBody({ clientOrderId: theirs.id }),
      ),
    );
    expect(await status(mine, 'delivered', `evt-cross-${theirs.id}`)).toMatchObject({
      applied: true,
      state: 'delivered',
    });
    expect(await orderStatus(other, theirs.id)).toBe('pending');
    expect((await historyOf(world.t, other.token, theirs.id)).map((e) => e.toStatus)).toEqual(['pending']);
  });
});

describe('an address the carrier cannot deliver to', () => {
  const corrected = {
    name: 'Khalid Saeed',
    phone: '+971501112233',
    line1: 'Villa 14, Street 9',
    line2: 'Behind the Al Jimi mall',
    city: 'Al Ain',
    region: 'Abu Dhabi',
    countryCode: 'AE',
  };
  const get = async (shipment: Shipment) =>
    ok<{ shipments: Shipment[] }>(
      await call(world.t.app, 'GET', `/shipments?shipment_id=${shipment.id}`, merchant.token),
    ).shipments[0];

  it('is reported on the shipment and corrected through the carrier, once; then the shipment goes on', async () => {
    const { order, shipment } = await shippedOrder(merchant, 'sameday');
    for (const word of ['picked_up', 'out_for_delivery'])
      await shipmentEvent(world, 'carrier-status', carrierStatusEvent(shipment.trackingNumber, word));
    const report = carrierStatusEvent(shipment.trackingNumber, 'address_invalid', 'No such villa on Street 4');
    expect(ok<ShipmentEventAnswer>(await shipmentEvent(world, 'carrier-status', report))).toMatchObject({
      applied: true,
      state: 'exception',
      order: { status: 'delivery_failed', moved: true },
    });
    expect((await get(shipment))?.addressIssue).toMatchObject({ description: 'No such villa on Street 4' });
    expect((await historyOf(world.t, merchant.token, order.id)).at(-1)).toMatchObject({
      toStatus: 'delivery_failed',
      reason: 'No such villa on Street 4',
    });

    // Another account cannot correct it; the merchant can, through the carrier.
    const path = `/shipments/address/${shipment.id}`;
    expect((await call(world.t.app, 'PATCH', path, other.token, corrected)).statusCode).toBe(404);
    const fixed = ok<Shipment>(await call(world.t.app, 'PATCH', path, merchant.token, corrected));
    expect(fixed).toMatchObject({ addressIssue: null, recipient: { line1: 'Villa 14, Street 9' } });

    // The carrier takes it out again to the new address.
    const again = carrierStatusEvent(shipment.trackingNumber, 'out_for_delivery');
    expect(ok<ShipmentEventAnswer>(await shipmentEvent(world, 'carrier-status', again))).toMatchObject({
      state: 'out_for_delivery',
      order: { status: 'out_for_delivery', moved: true },
    });
    // On its way, the address is locked again.
    expect((await call(world.t.app, 'PATCH', path, merchant.token, corrected)).statusCode).toBe(412);
  });

  it('is not asked for by other exceptions: a customs hold takes no new address', async () => {
    const { shipment } = await shippedOrder(merchant, 'sameday');
    await shipmentEvent(world, 'carrier-status', carrierStatusEvent(shipment.trackingNumber, 'picked_up'));
    await shipmentEvent(world, 'carrier-status', carrierStatusEvent(shipment.trackingNumber, 'customs_hold'));
    expect((await get(shipment))?.addressIssue).toBeNull();
    const answer = await call(world.t.app, 'PATCH', `/shipments/address/${shipment.id}`, merchant.token, corrected);
    expect(answer.statusCode, answer.body).toBe(412);
    expect(JSON.parse(answer.body).message).toBe('The carrier did not ask for a new address for this shipment.');
  });
});
