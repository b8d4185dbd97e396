import { STOCK_MOVEMENT_MESSAGES } from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { inventoryItemFixture, productFixture } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { capability, inventoryList, noInbound, productList, renderFulfilment } from './test/fulfilment-test-kit';

describe('fulfilment in Arabic', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('shows the products list right to left, in Arabic, with the SKU kept as written', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    mockApi({
      'GET /api/fulfilment/capability': capability(),
      'GET /api/fulfilment/products': productList([
        productFixture({ sku: 'MUSK-10', stock: { onHand: 3, reserved: 0, available: 3, lowStock: true } }),
      ]),
    });
    renderFulfilment('/fulfillment/products');
    const table = await screen.findByRole('table', { name: 'المنتجات' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('link', { name: 'إنشاء منتج' })).toBeInTheDocument();
    expect(within(table).getByText('مخزون منخفض')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'MUSK-10' }).querySelector('bdi')).not.toBeNull();
  });

  it('says why the system moved an order’s stock and that the warehouse system moved it, in Arabic; a person’s reason and name as written', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    const movement = (id: string, overrides: Record<string, unknown>) => ({
      id,
      sku: 'OUD-50',
      location: 'dubai',
      kind: 'release',
      onHandDelta: 0,
      reservedDelta: -2,
      reason: null,
      fulfilmentOrderId: 'ffo_1',
      inboundShipmentId: null,
      actor: { id: null, name: STOCK_MOVEMENT_MESSAGES.warehouseSystem },
      createdAt: '2026-11-22T06:30:00.000Z',
      ...overrides,
    });
    mockApi({
      'GET /api/fulfilment/capability': capability(),
      'GET /api/fulfilment/inbound': noInbound,
      'GET /api/fulfilment/products': productList([productFixture()]),
      'GET /api/fulfilment/inventory': inventoryList([inventoryItemFixture()]),
      'GET /api/fulfilment/inventory/OUD-50/movements': ok({
        movements: [
          movement('mv_3', { reason: STOCK_MOVEMENT_MESSAGES.orderCancelled }),
          movement('mv_2', {
            kind: 'pick',
            onHandDelta: -2,
            reason: STOCK_MOVEMENT_MESSAGES.handedOver,
            actor: { id: 'usr_1', name: 'Layla Haddad' },
          }),
          movement('mv_1', {
            kind: 'adjustment',
            onHandDelta: -1,
            reservedDelta: 0,
            reason: 'Bottle broken',
            actor: { id: 'usr_1', name: 'Layla Haddad' },
          }),
        ],
        total: 3,
        page: 1,
        limit: 50,
      }),
    });
    const { user } = renderFulfilment('/fulfillment/inventory');
    await user.click(await screen.findByRole('button', { name: 'سجل OUD-50' }));
    const rows = within(await screen.findByRole('table', { name: 'الحركات' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('أُلغي الطلب');
    expect(rows[1]).toHaveTextContent('نظام المستودع');
    expect(rows[2]).toHaveTextContent('تم التسليم للتوصيل');
    expect(rows[2]).toHaveTextContent('Layla Haddad');
    expect(rows[3]).toHaveTextContent('Bottle broken');
    expect(rows[1]).not.toHaveTextContent(/Order cancelled|Warehouse system/);
  });
});
