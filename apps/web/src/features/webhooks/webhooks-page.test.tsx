import {
  sentence,
  serverText,
  WEBHOOK_DELIVERY_SENTENCES,
  type WebhookAttempt,
  type WebhookEndpoint,
} from '@sameday/contract';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadAppMessages } from '../../shared/i18n';
import { apiError, baseRoutes, mockApi, ok, screen } from '../../test/account-kit';
import type { Route } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import WebhooksPage from './webhooks-page';

const SECRET = `whsec_${'A'.repeat(43)}=`;

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'whe_1',
  url: 'https://erp.souksweets.ae/hooks',
  description: 'ERP',
  events: ['order.created', 'order.delivered'],
  status: 'enabled',
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const attempt = (overrides: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  id: 'wha_1',
  deliveryId: 'whd_1',
  messageId: 'msg_1',
  eventType: 'webhook.test',
  attempt: 1,
  trigger: 'manual',
  succeeded: true,
  responseStatus: 204,
  durationMs: 38,
  error: null,
  requestBody: '{"type":"webhook.test","timestamp":"2026-11-24T08:00:00.000Z","data":{}}',
  deliveryStatus: 'succeeded',
  nextAttemptAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

const renderPage = () =>
  renderScreen([{ path: '/settings/webhooks', element: <WebhooksPage /> }], '/settings/webhooks');

function routes(more: Record<string, Route> = {}): Record<string, Route> {
  return { ...baseRoutes(), 'GET /webhooks/endpoints': ok({ items: [] }), ...more };
}

describe('/settings/webhooks', () => {
  it('says there is no endpoint yet, adds one and shows its secret once', async () => {
    const api = mockApi(
      routes({
        'POST /webhooks/endpoints': (call) =>
          ok({ endpoint: endpoint({ url: (call.body as { url: string }).url }), secret: SECRET }),
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('No endpoint yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('form', { name: 'Add endpoint' });
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Enter a full address, such as https://example.com/webhooks')).toBeVisible();
    expect(api.callsTo('POST', '/webhooks/endpoints')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Endpoint URL/ }), 'https://erp.souksweets.ae/hooks');
    await user.click(within(form).getByRole('checkbox', { name: /Invoice issued/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(api.callsTo('POST', '/webhooks/endpoints')).toHaveLength(1));
    expect(api.callsTo('POST', '/webhooks/endpoints')[0]?.body).toEqual({
      url: 'https://erp.souksweets.ae/hooks',
      description: '',
      events: ['order.created', 'order.status_changed', 'invoice.issued'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveTextContent(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it("puts the server's refusal of an address on the URL field", async () => {
    mockApi(
      routes({
        'POST /webhooks/endpoints': apiError(400, 'invalid_argument', 'Some fields are not valid.', [
          { field: 'url', message: 'This address points to a private or local network and cannot receive webhooks' },
        ]),
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('form', { name: 'Add endpoint' });
    await user.type(within(form).getByRole('textbox', { name: /Endpoint URL/ }), 'https://10.0.0.5/hooks');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText(/private or local network/)).toBeVisible();
  });

  it('sends a test event, shows the delivery log and sends a delivery again', async () => {
    let sent = false;
    const api = mockApi(
      routes({
        'GET /webhooks/endpoints': ok({ items: [endpoint()] }),
        'POST /webhooks/endpoints/whe_1/test': () => {
          sent = true;
          return ok({ deliveryId: 'whd_1', messageId: 'msg_1' });
        },
        'GET /webhooks/endpoints/whe_1/attempts': () =>
          ok({
            items: sent
              ? [
                  attempt(),
                  attempt({
                    id: 'wha_0',
                    deliveryId: 'whd_0',
                    eventType: 'order.created',
                    succeeded: false,
                    responseStatus: 500,
                    error: 'The endpoint answered 500',
                    deliveryStatus: 'pending',
                    nextAttemptAt: '2026-11-24T09:00:00.000Z',
                    trigger: 'scheduled',
                  }),
                ]
              : [],
            nextCursor: null,
          }),
        'POST /webhooks/endpoints/whe_1/deliveries/whd_0/resend': ok({ deliveryId: 'whd_0', messageId: 'msg_0' }),
      }),
    );
    const { user } = renderPage();
    const card = (await screen.findByRole('list', { name: 'Webhook endpoints' })).querySelector('li') as HTMLElement;
    expect(card).toHaveTextContent('https://erp.souksweets.ae/hooks');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Order delivered');
    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    expect(await within(log).findByText('webhook.test')).toBeInTheDocument();
    expect(log).toHaveTextContent('Delivered · 204');
    expect(log).toHaveTextContent('Failed · 500');
    expect(log).toHaveTextContent('The endpoint answered 500');
    const resend = within(log).getAllByRole('button', { name: /^Send again: order.created/ });
    await user.click(resend[0] as HTMLElement);
    await waitFor(() =>
      expect(api.callsTo('POST', '/webhooks/endpoints/whe_1/deliveries/whd_0/resend')).toHaveLength(1),
    );
    await user.click(within(log).getAllByRole('button', { name: 'Show body' })[0] as HTMLElement);
    expect(log).toHaveTextContent('webhook-id msg_1');
  });

  it('shows an endpoint turned off after failures, and turns it back on', async () => {
    const api = mockApi(
      routes({
        'GET /webhooks/endpoints': ok({ items: [endpoint({ status: 'disabled', disabledReason: 'failing' })] }),
        'PATCH /webhooks/endpoints/whe_1': (call) => ok(endpoint({ ...(call.body as object) })),
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Turned off after failures')).toBeInTheDocument();
    expect(screen.getByText(/did not accept any event for three days/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/webhooks/endpoints/whe_1')[0]?.body).toEqual({ status: 'enabled' }),
    );
  });

  it('says when the endpoints cannot be loaded, and tells other roles to ask an owner', async () => {
    mockApi(routes({ 'GET /webhooks/endpoints': apiError(500, 'internal', 'Something went wrong.') }));
    const first = renderPage();
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
    first.unmount();

    const api = mockApi({ ...routes(), ...baseRoutes('finance') });
    renderPage();
    expect(await screen.findByText(/does not manage webhooks/)).toBeInTheDocument();
    expect(api.callsTo('GET', '/webhooks/endpoints')).toHaveLength(0);
  });
});

describe('/settings/webhooks in Arabic', () => {
  afterEach(() => activateLocale('en'));

  it('says why each attempt of the delivery log failed in Arabic, the status as written', async () => {
    await loadAppMessages();
    await activateLocale('ar');
    mockApi(
      routes({
        'GET /webhooks/endpoints': ok({ items: [endpoint()] }),
        'GET /webhooks/endpoints/whe_1/attempts': ok({
          items: [
            attempt({
              succeeded: false,
              responseStatus: 503,
              error: sentence(WEBHOOK_DELIVERY_SENTENCES.endpointAnswered, { status: 503 }),
              errorText: serverText(WEBHOOK_DELIVERY_SENTENCES.endpointAnswered, { status: 503 }),
              deliveryStatus: 'failed',
            }),
            attempt({
              id: 'wha_0',
              succeeded: false,
              responseStatus: null,
              error: sentence(WEBHOOK_DELIVERY_SENTENCES.noAnswer, { seconds: 10 }),
              errorText: serverText(WEBHOOK_DELIVERY_SENTENCES.noAnswer, { seconds: 10 }),
              deliveryStatus: 'failed',
            }),
          ],
          nextCursor: null,
        }),
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'سجل الإرسال' }));
    const log = await screen.findByRole('table', { name: 'سجل الإرسال' });
    const text = log.textContent?.replace(/[\u2066-\u2069]/g, '');
    expect(text).toContain('ردّت نقطة الاستقبال بالحالة 503');
    expect(text).toContain('لم يصل أي رد خلال 10 ثوانٍ');
    expect(text).not.toMatch(/endpoint answered|No answer within/);
    // The time an attempt took in Arabic: "38 ms" read "ms 38" in the right-to-left cell.
    expect(text).toContain('38 ملي ث');
    expect(text).not.toMatch(/\bms\b/);
    // The wide table scrolls inside Mantine's scroll area, which clips it: in a plain overflow box the
    // header's absolutely placed hidden "Actions" made the whole page scroll sideways on a phone.
    expect(log.closest('.mantine-ScrollArea-root')).not.toBeNull();
  });
});
