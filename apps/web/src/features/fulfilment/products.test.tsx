import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { productFixture } from '../../test/fixtures';
import { apiError, mockApi, ok } from '../../test/mock-api';
import { capability, productList, renderFulfilment } from './test/fulfilment-test-kit';

const PRODUCTS = 'GET /api/fulfilment/products';
const CAPABILITY = 'GET /api/fulfilment/capability';

describe('products', () => {
  it('lists SKU, name (Arabic as written), available, on hand, reserved and the low-stock marker', async () => {
    mockApi({
      [CAPABILITY]: capability(),
      [PRODUCTS]: productList([
        productFixture(),
        productFixture({
          sku: 'MUSK-10',
          name: 'Musk oil 10 ml',
          stock: { onHand: 3, reserved: 0, available: 3, lowStock: true },
        }),
        productFixture({
          sku: 'GIFT-SET',
          name: 'Gift set',
          isBundle: true,
          components: [{ sku: 'OUD-50', name: 'عطر عود ٥٠ مل', quantity: 1 }],
          stock: { onHand: 0, reserved: 0, available: 0, lowStock: true },
        }),
      ]),
    });
    renderFulfilment('/fulfillment/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const oud = within(rows[1] as HTMLElement);
    expect(oud.getByRole('link', { name: 'OUD-50' })).toHaveAttribute('href', '/fulfillment/products/OUD-50/edit');
    expect(oud.getByText('عطر عود ٥٠ مل')).toHaveAttribute('dir', 'auto');
    expect(rows[1]).toHaveTextContent(/10\s*12\s*2/);
    expect(within(rows[2] as HTMLElement).getByText('Low stock')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Bundle')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Product' })).toHaveAttribute('href', '/fulfillment/products/new');
    expect(screen.getByRole('link', { name: 'Create Bundle' })).toHaveAttribute('href', '/fulfillment/bundles/new');
  });

  it('searches and sorts on the server, back to page 1', async () => {
    const api = mockApi({ [CAPABILITY]: capability(), [PRODUCTS]: productList([productFixture()]) });
    const { user } = renderFulfilment('/fulfillment/products');
    await screen.findByRole('table', { name: 'Products' });
    await user.click(screen.getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('sort')).toBe('available'));
    expect(api.calls.at(-1)?.search.get('sort_desc')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(api.calls.at(-1)?.search.get('sort_desc')).toBe('true'));
    expect(screen.getByRole('columnheader', { name: 'Available' })).toHaveAttribute('aria-sort', 'descending');
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'oud');
    await waitFor(() => expect(api.calls.at(-1)?.search.get('q')).toBe('oud'));
    expect(api.calls.at(-1)?.search.get('page')).toBe('1');
  });

  it('says what to do on a brand-new account, and offers a retry when the list fails', async () => {
    const api = mockApi({ [CAPABILITY]: capability(), [PRODUCTS]: productList([]) });
    renderFulfilment('/fulfillment/products');
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    api.set({ [PRODUCTS]: apiError(500, 'internal', 'boom') });
    renderFulfilment('/fulfillment/products');
    expect(await screen.findByText('Could not load your products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('creates a product and goes back to the list', async () => {
    const api = mockApi({
      [CAPABILITY]: capability(),
      [PRODUCTS]: productList([]),
      'POST /api/fulfilment/products': (call) => ok(productFixture(call.body as object)),
    });
    const { user, router } = renderFulfilment('/fulfillment/products/new');
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/fulfilment/products')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'OUD-50');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'عطر عود');
    await user.type(screen.getByRole('textbox', { name: 'Unit value (AED)' }), '250');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fulfillment/products'));
    expect(api.callsTo('POST', '/api/fulfilment/products')[0]?.body).toMatchObject({
      sku: 'OUD-50',
      name: 'عطر عود',
      unitValueMinor: 25_000,
    });
  });

  it('creates a bundle from component products with quantities', async () => {
    const api = mockApi({
      [CAPABILITY]: capability(),
      [PRODUCTS]: productList([productFixture(), productFixture({ sku: 'MUSK-10', name: 'Musk oil 10 ml' })]),
      'POST /api/fulfilment/products': (call) => {
        const { sku, name, components } = call.body as {
          sku: string;
          name: string;
          components: { sku: string; quantity: number }[];
        };
        return ok(
          productFixture({ sku, name, isBundle: true, components: components.map((c) => ({ ...c, name: c.sku })) }),
        );
      },
    });
    const { user } = renderFulfilment('/fulfillment/bundles/new');
    expect(await screen.findByRole('heading', { name: 'Create Bundle' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'GIFT-SET');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gift set');
    await user.click(screen.getByRole('combobox', { name: 'Product 1' }));
    await user.click(await screen.findByRole('option', { name: /^OUD-50/ }));
    await user.click(screen.getByRole('button', { name: 'Add a product' }));
    await user.click(screen.getByRole('combobox', { name: 'Product 2' }));
    await user.click(await screen.findByRole('option', { name: /^MUSK-10/ }));
    const quantities = screen.getAllByRole('textbox', { name: 'Quantity' });
    await user.clear(quantities[1] as HTMLElement);
    await user.type(quantities[1] as HTMLElement, '2');
    await user.click(screen.getByRole('button', { name: 'Create Bundle' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/fulfilment/products')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/fulfilment/products')[0]?.body).toMatchObject({
      sku: 'GIFT-SET',
      components: [
        { sku: 'OUD-50', quantity: 1 },
        { sku: 'MUSK-10', quantity: 2 },
      ],
    });
  });

  it("edits a product: the SKU stays, the server's refusal is shown", async () => {
    const api = mockApi({
      [CAPABILITY]: capability(),
      'GET /api/fulfilment/products/OUD-50': ok(productFixture()),
      'PATCH /api/fulfilment/products/OUD-50': apiError(409, 'failed_precondition', 'This product is archived'),
    });
    const { user } = renderFulfilment('/fulfillment/products/OUD-50/edit');
    const sku = await screen.findByRole('textbox', { name: 'SKU' });
    expect(sku).toBeDisabled();
    expect(sku).toHaveValue('OUD-50');
    await user.click(screen.getByRole('checkbox', { name: 'Archived' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This product is archived')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/fulfilment/products/OUD-50')[0]?.body).toMatchObject({ archived: true });
  });
});

describe('products files', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.hold = Promise.resolve();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('imports a file and lists the rows not saved with their column and reason', async () => {
    FakeXhr.reply = {
      status: 200,
      body: {
        created: 2,
        updated: 1,
        rows: 4,
        errors: [
          {
            row: 3,
            sku: 'BAD SKU',
            errors: [{ field: 'sku', message: 'A SKU uses letters, digits, dot, dash and underscore' }],
          },
        ],
      },
    };
    mockApi({ [CAPABILITY]: capability(), [PRODUCTS]: productList([productFixture()]) });
    const view = renderFulfilment('/fulfillment/products');
    await view.user.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products' });
    const input = view.container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await view.user.upload(input, new File(['sku,name\nOUD-50,Oud'], 'products.csv', { type: 'text/csv' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(/2 products created, 1 product updated; 1 row not saved/),
    ).toBeInTheDocument();
    const errors = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row');
    expect(errors[1]).toHaveTextContent(/3\s*sku\s*A SKU uses letters, digits, dot, dash and underscore/);
    expect(FakeXhr.sent[0]?.url).toMatch(/\/api\/fulfilment\/product-files\/import$/);
    expect(FakeXhr.sent[0]?.headers.authorization).toBe('Bearer test-token');
    expect(FakeXhr.sent[0]?.body.get('file')).toHaveProperty('name', 'products.csv');
  });

  it('exports the products as CSV under the server’s file name', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      [CAPABILITY]: capability(),
      [PRODUCTS]: productList([productFixture()]),
      'GET /api/fulfilment/product-files/export': {
        status: 200,
        raw: 'sku,name\r\nOUD-50,عطر عود',
        headers: { 'content-disposition': 'attachment; filename="products-2026-11-24.csv"' },
      },
    });
    const { user } = renderFulfilment('/fulfillment/products');
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/fulfilment/product-files/export')).toHaveLength(1));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
