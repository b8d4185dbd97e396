import {
  IMPORT_RUN_MESSAGES,
  innerServerText,
  renderServerText,
  SHOP_SYNC_SENTENCES,
  serverText,
  WEB_ROUTES,
} from '@sameday/contract';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { mockApi, ok, type Route } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import PlatformSettingsPage from './platform-settings-page';
import { connection, failedEntry, importedEntry, platformSetups, settings } from './test-fixtures';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

afterEach(() => {
  window.dataLayer = [];
});

const run = (overrides = {}) => ({
  id: 'run_1',
  status: 'running' as const,
  days: 7,
  processed: 40,
  imported: 36,
  skipped: 2,
  failed: 2,
  total: 100,
  error: null,
  startedAt: '2026-11-24T08:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

function routes(more: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /integrations/connections': ok([connection()]),
    'GET /integrations/platforms': ok(platformSetups()),
    'GET /integrations/connections/int_1/settings': ok(settings()),
    'GET /integrations/connections/int_1/sync-log': ok({ entries: [importedEntry(), failedEntry()], nextCursor: null }),
    'GET /integrations/connections/int_1/import': ok({ run: null }),
    ...more,
  };
}

const renderPage = (url = '/integrations/shopify') =>
  renderScreen(
    [
      {
        path: '/integrations/shopify',
        element: <PlatformSettingsPage platform="shopify" access={{ canManage: true, isPending: false }} />,
      },
      { path: WEB_ROUTES.singleShipment, element: <FixTarget /> },
    ],
    url,
  );

function FixTarget() {
  const { state } = useLocation();
  return <output aria-label="Form state">{JSON.stringify(state)}</output>;
}

describe('/integrations/shopify', () => {
  it('says no shop is connected on a brand-new account, with Connect', async () => {
    mockApi(routes({ 'GET /integrations/connections': ok([]) }));
    renderPage();
    expect(await screen.findByText('No Shopify shop connected yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Shopify' })).toBeInTheDocument();
  });

  it('offers no Connect nor Reconnect when Shopify is not set up on this server, and says why', async () => {
    mockApi(
      routes({
        'GET /integrations/connections': ok([connection({ status: 'needs_reconnecting' })]),
        'GET /integrations/platforms': ok(platformSetups({ shopify: false })),
      }),
    );
    renderPage();
    expect(await screen.findByText('Not set up on this server')).toBeInTheDocument();
    expect(screen.getByText(/Connecting Shopify shops is not set up on this server yet\./)).toBeInTheDocument();
    expect(await screen.findByText('Needs reconnecting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Connect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reconnect' })).not.toBeInTheDocument();
  });

  it('says so when Shopify sends the merchant back with the shop connected', async () => {
    mockApi(routes());
    renderPage('/integrations/shopify?connected=oud-house.myshopify.com');
    expect(await screen.findByText('oud-house.myshopify.com is connected')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({ event: 'userStore', topic: 'integrations', outcome: 'success' });
  });

  it('saves the import rules: a tag filter needs its tag', async () => {
    const api = mockApi(routes({ 'PUT /integrations/connections/int_1/settings': (call) => ok(call.body) }));
    const { user } = renderPage();
    const form = await screen.findByRole('region', { name: 'Import rules' });
    await user.click(within(form).getByRole('switch', { name: /Import new shop orders automatically/ }));
    await user.click(within(form).getByRole('radio', { name: 'Orders tagged' }));
    await user.click(within(form).getByRole('radio', { name: 'Always prepaid' }));
    await user.click(within(form).getByRole('button', { name: 'Save import rules' }));
    expect(within(form).getByText('Enter the tag')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/integrations/connections/int_1/settings')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Tag/ }), 'sameday');
    await user.click(within(form).getByRole('button', { name: 'Save import rules' }));
    await expect
      .poll(() => api.callsTo('PUT', '/integrations/connections/int_1/settings')[0]?.body)
      .toEqual({
        ...settings(),
        autoImport: false,
        filter: 'tag',
        filterValue: 'sameday',
        paymentRule: 'always_prepaid',
      });
    expect(await screen.findByText('Import rules saved.')).toBeInTheDocument();
  });

  it('lists the sync log, filters it by outcome and pages it', async () => {
    const api = mockApi(
      routes({
        'GET /integrations/connections/int_1/sync-log': (call) => {
          if (call.search.get('outcome') === 'failed') return ok({ entries: [failedEntry()], nextCursor: null });
          if (call.search.get('cursor') === 'c2')
            return ok({ entries: [importedEntry({ id: 'log_0', orderNumber: '#1000' })], nextCursor: null });
          return ok({ entries: [importedEntry(), failedEntry()], nextCursor: 'c2' });
        },
      }),
    );
    const { user } = renderPage();
    const log = await screen.findByRole('list', { name: 'Sync log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).getByText('The phone number 050 12 is not a valid phone number.')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Order SD-10424' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('listitem', { name: 'Shop order #1000' })).toHaveTextContent('Shop order #1000');
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('listitem', { name: 'Shop order #1001' })).toHaveTextContent('Shop order #1001');
    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await expect
      .poll(() =>
        api
          .callsTo('GET', '/integrations/connections/int_1/sync-log')
          .some((c) => c.search.get('outcome') === 'failed'),
      )
      .toBe(true);
    await expect.poll(() => screen.queryByRole('listitem', { name: 'Shop order #1001' })).toBeNull();
  });

  it('opens the single-shipment form pre-filled from a failed shop order', async () => {
    mockApi(routes());
    const { user } = renderPage();
    const row = await screen.findByRole('listitem', { name: 'Shop order #1002' });
    await user.click(within(row).getByRole('button', { name: 'Fix and import' }));
    const state = JSON.parse((await screen.findByLabelText('Form state')).textContent ?? '{}');
    expect(state.fixAndImport).toEqual(failedEntry().fixAndImport);
    expect(state.shopOrderSource).toEqual({ connectionId: 'int_1', entryId: failedEntry().id });
    expect(window.dataLayer).toContainEqual({
      event: 'integrations',
      category: 'integrations',
      action: 'fix and import',
      platform: 'shopify',
    });
  });

  it('imports recent orders with a progress bar', async () => {
    let started = false;
    const api = mockApi(
      routes({
        'GET /integrations/connections/int_1/import': () => ok({ run: started ? run() : null }),
        'POST /integrations/connections/int_1/import': () => {
          started = true;
          return ok({ run: run({ processed: 0, imported: 0, skipped: 0, failed: 0, total: null }) });
        },
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import recent orders' }));
    expect(await screen.findByText('40 of 100 shop orders read: 36 imported, 2 skipped, 2 failed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(api.callsTo('POST', '/integrations/connections/int_1/import')[0]?.body).toEqual({ days: 7 });
  });

  it('disconnects only after the confirmation', async () => {
    let disconnected = false;
    const api = mockApi(
      routes({
        'GET /integrations/connections': () =>
          ok([connection({ status: disconnected ? 'disconnected' : 'connected' })]),
        'DELETE /integrations/connections/int_1': () => {
          disconnected = true;
          return ok(connection({ status: 'disconnected' }));
        },
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect oud-house.myshopify.com?' });
    expect(dialog).toHaveTextContent('The orders already imported stay here.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep connected' }));
    expect(api.callsTo('DELETE', '/integrations/connections/int_1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(await screen.findByRole('button', { name: 'Disconnect shop' }));
    await expect.poll(() => api.callsTo('DELETE', '/integrations/connections/int_1')).toHaveLength(1);
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
  });
});

describe('/integrations/shopify in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('says the sync log’s lines and why an import stopped in Arabic, the tracking number and the shop’s own words as written', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    // As the server answers the lines: the English, and the id and values beside it (decision 053).
    const problem = innerServerText(
      serverText(SHOP_SYNC_SENTENCES.shopifyRefused, { message: 'Fulfillment order is closed' }),
    );
    const collected = serverText(SHOP_SYNC_SENTENCES.trackingCollected, { order: 'SD-10424' });
    const retrying = serverText(SHOP_SYNC_SENTENCES.trackingRetrying, { problem });
    mockApi(
      routes({
        'GET /integrations/connections/int_1/sync-log': ok({
          entries: [
            importedEntry({
              id: 'log_3',
              outcome: 'tracking_sent',
              reason: renderServerText(collected),
              reasonText: collected,
            }),
            importedEntry({
              id: 'log_4',
              orderNumber: '#1003',
              outcome: 'tracking_failed',
              reason: renderServerText(retrying),
              reasonText: retrying,
              orderId: null,
            }),
          ],
          nextCursor: null,
        }),
        'GET /integrations/connections/int_1/import': ok({
          run: run({
            status: 'failed',
            error: IMPORT_RUN_MESSAGES.accessRefused,
            finishedAt: '2026-11-24T08:05:00.000Z',
          }),
        }),
      }),
    );
    renderPage();
    const log = await screen.findByRole('list', { name: 'سجل المزامنة' });
    const text = log.textContent?.replace(/[\u2066-\u2069]/g, '');
    expect(text).toContain('تم الاستلام: سُجّل تنفيذ الطلب في المتجر برقم التتبع SD-10424.');
    expect(text).toContain('تعذّر إبلاغ المتجر (رفض Shopify: Fulfillment order is closed)؛ جارٍ إعادة المحاولة.');
    expect(text).not.toMatch(/Collected|could not be told/);
    // The shop's number keeps its "#" before the digits beside the Arabic words.
    expect(within(log).getByText('#1003').tagName).toBe('BDI');
    expect(
      await screen.findByText((_, element) =>
        Boolean(
          element?.tagName === 'P' &&
            element.textContent?.includes('رفض المتجر وصول Sameday: أعد ربطه، ثم استورد الطلبات مرة أخرى.'),
        ),
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('refused Sameday');
  });
});
