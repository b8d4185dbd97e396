import type { GroupCounts } from '@sameday/contract';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, currentUrl, mockApi, ok, order, preferences, renderOrders, screen } from './test/orders-test-kit';

const DELIVERED = order({
  id: 'SDDELV000001',
  status: 'delivery_complete',
  dropoff: { ...order().dropoff, name: 'Aisha Rahman' },
  tags: ['fragile'],
  proof: { photoUrl: 'https://pod.carrier.example/1.jpg', signatureUrl: null },
});
const RETURN = order({
  id: 'SDRETN000001',
  status: 'pending',
  returnOfOrderId: DELIVERED.id,
  payment: { mode: 'prepaid', codAmountFils: 0 },
  dropoff: { ...order().dropoff, name: 'Omar Haddad' },
});
const PENDING = order({ id: 'SDPEND000001' });

const COUNTS: GroupCounts = {
  total: 3,
  statuses: { delivery_complete: 1, pending: 2 },
  groups: { pending: 2, ready_for_collection: 0, in_transit: 0, attention: 0, delivered: 1, returns: 0, cancelled: 0 },
};

/** The API as it answers before and after the return is created. */
function setupApi({ isReturned = false } = {}) {
  const state = { original: isReturned ? { ...DELIVERED, returnOrderId: RETURN.id } : DELIVERED };
  const api = mockApi({
    'GET /quiqdash/orders/group_counts': ok(COUNTS),
    'GET /quiqdash/orders': (call) =>
      ok({
        orders: call.search.get('kind') === 'return' ? [RETURN] : [RETURN, state.original, PENDING],
        nextCursor: null,
      }),
    'GET /partner/preferences': ok(preferences()),
    [`GET /quiqdash/order/${DELIVERED.id}`]: () => ok(state.original),
    [`GET /quiqdash/order/${RETURN.id}`]: ok(RETURN),
    [`GET /quiqdash/order/${PENDING.id}`]: ok(PENDING),
    [`GET /quiqdash/orders/history/${DELIVERED.id}`]: ok([]),
    [`GET /quiqdash/orders/history/${RETURN.id}`]: ok([]),
    [`GET /quiqdash/orders/history/${PENDING.id}`]: ok([]),
    [`POST /quiqdash/orders/customer_return/${DELIVERED.id}`]: () => {
      state.original = { ...DELIVERED, returnOrderId: RETURN.id };
      return ok(RETURN);
    },
  });
  return api;
}

describe('customer returns in the orders screen', () => {
  it('creates a return of a delivered order after a confirmation, then links to it', async () => {
    const api = setupApi();
    const { user, router } = renderOrders(`/?order=${DELIVERED.id}`);
    const drawer = await screen.findByRole('dialog', { name: `Order ${DELIVERED.id}` });
    // The carrier's proof and the merchant's tags are in the drawer.
    expect(await within(drawer).findByRole('link', { name: 'Photo' })).toHaveAttribute(
      'href',
      'https://pod.carrier.example/1.jpg',
    );
    expect(within(drawer).queryByRole('link', { name: 'Signature' })).toBeNull();
    expect(within(drawer).getByRole('list', { name: 'Tags' })).toHaveTextContent('fragile');
    await user.click(await within(drawer).findByRole('button', { name: 'Create return' }));
    const confirm = await screen.findByRole('dialog', { name: `Create a return of order ${DELIVERED.id}?` });
    expect(within(confirm).getByText(/a courier collects them from Aisha Rahman/)).toBeInTheDocument();
    // Keeping it as delivered sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep as delivered' }));
    expect(api.callsTo('POST', `/quiqdash/orders/customer_return/${DELIVERED.id}`)).toHaveLength(0);

    await user.click(within(drawer).getByRole('button', { name: 'Create return' }));
    const again = await screen.findByRole('dialog', { name: `Create a return of order ${DELIVERED.id}?` });
    await user.click(within(again).getByRole('button', { name: 'Create return' }));
    expect(
      await screen.findByText(`Return ${RETURN.id} created. A courier will collect it from the customer.`),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/quiqdash/orders/customer_return/${DELIVERED.id}`)).toHaveLength(1);

    const link = await within(drawer).findByRole('link', { name: `Returned as #${RETURN.id}` });
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Create return' })).not.toBeInTheDocument(),
    );
    await user.click(link);
    expect(currentUrl(router)).toBe(`/?order=${RETURN.id}`);
    const returnDrawer = await screen.findByRole('dialog', { name: `Order ${RETURN.id}` });
    expect(await within(returnDrawer).findByRole('link', { name: `Return of #${DELIVERED.id}` })).toBeInTheDocument();
  });

  it('says why a return was refused, and offers none for an order not delivered', async () => {
    const api = setupApi();
    api.set({
      [`POST /quiqdash/orders/customer_return/${DELIVERED.id}`]: apiError(
        412,
        'failed_precondition',
        'Only a delivered order can be returned.',
      ),
    });
    const { user } = renderOrders(`/?order=${DELIVERED.id}`);
    const drawer = await screen.findByRole('dialog', { name: `Order ${DELIVERED.id}` });
    await user.click(await within(drawer).findByRole('button', { name: 'Create return' }));
    const confirm = await screen.findByRole('dialog', { name: `Create a return of order ${DELIVERED.id}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Create return' }));
    expect(
      await screen.findByText('The return could not be created. Only a delivered order can be returned.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close order details' }));
    await user.click(await screen.findByRole('row', { name: new RegExp(`^Order ${PENDING.id}`) }));
    const pending = await screen.findByRole('dialog', { name: `Order ${PENDING.id}` });
    await within(pending).findByRole('button', { name: 'Download label' });
    expect(within(pending).queryByRole('button', { name: 'Create return' })).not.toBeInTheDocument();
  });

  it('marks returns in the list and keeps returns only when asked', async () => {
    const api = setupApi({ isReturned: true });
    const { user, router } = renderOrders('/');
    const returnRow = await screen.findByRole('row', { name: new RegExp(`^Order ${RETURN.id}`) });
    expect(within(returnRow).getByText('Return')).toBeInTheDocument();
    const deliveredRow = screen.getByRole('row', { name: new RegExp(`^Order ${DELIVERED.id}`) });
    expect(within(deliveredRow).queryByText('Return')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Returns only' }));
    await waitFor(() => expect(api.callsTo('GET', '/quiqdash/orders').at(-1)?.search.get('kind')).toBe('return'));
    expect(currentUrl(router)).toBe('/?kind=return');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: new RegExp(`^Order ${DELIVERED.id}`) })).not.toBeInTheDocument(),
    );
  });
});
