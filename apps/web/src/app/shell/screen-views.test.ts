import { describe, expect, it } from 'vitest';
import { screenOf } from './screen-views';

describe('screen views', () => {
  it.each([
    ['/', 'live orders', 'same day'],
    ['/bulk-orders', 'bulk upload', 'same day'],
    ['/single-shipment', 'single shipment', 'same day'],
    ['/order', 'order details', 'same day'],
    ['/reports', 'history', 'same day'],
    ['/finance/invoices', 'invoices', 'same day'],
    ['/account/invoices', 'invoices', 'same day'],
    ['/finance/cod', 'COD', 'same day'],
    ['/finance/payment-methods', 'payment methods', 'same day'],
    ['/finance/bank-details', 'bank details', 'same day'],
    ['/account/pickup-addresses', 'pickup addresses', 'same day'],
    ['/account/company', 'company info', 'same day'],
    ['/account/cut-off', 'cut off time', 'same day'],
    ['/account/pricing', 'rates', 'same day'],
    ['/account/terms', 'terms', 'same day'],
    ['/account/shipping-profile', 'shipping profile', 'same day'],
    ['/account', 'account', 'same day'],
    ['//integrations', 'integrations', 'same day'],
    ['/integrations/shopify', 'integrations', 'same day'],
    ['/settings/team', 'account', 'same day'],
    ['/fulfillment/inventory', 'navigation', 'fulfillment'],
    ['/fulfillment/orders/ffo_1/edit', 'edit fulfilment order', 'fulfillment'],
    ['/fulfillment/orders/ffo_1', 'navigation', 'fulfillment'],
    ['/somewhere', 'navigation', 'same day'],
  ])('%s is %s (%s)', (path, category, product) => {
    expect(screenOf(path)).toEqual({ category, product });
  });
});
