import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { productFixture } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { capability, productList, renderFulfilment } from './test/fulfilment-test-kit';

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
});
