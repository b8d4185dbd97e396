// The payment provider's stand-in: a small server speaking the part of Stripe's documented protocol
// that Sameday uses (customers, Checkout Sessions, PaymentIntents off-session, PaymentMethods, the
// hosted payment page, signed webhook events). No provider is reachable here: the API tests, the
// browser tests and a development server (PAYMENT_PROVIDER=stand-in) pay through it. Sameday's code
// does not know it: only the provider's address differs (docs/decisions/019-paying-invoices.md).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CheckoutSession, paymentPage } from './page';

export type StandInOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where events are posted (our webhook), unless `deliver` is given (tests inject them instead). */
  webhookUrl?: string;
  deliver?: (payload: string, signature: string) => Promise<void>;
  port?: number;
  /** The address a browser reaches the hosted page at. */
  publicUrl?: string;
};

export type PaymentProviderStandIn = {
  /** The API's base address, for PAYMENT_PROVIDER_URL. */
  url: string;
  publicUrl: string;
  sessions: Map<string, CheckoutSession>;
  /** Pays a session as the hosted page does when its form is sent with a test card. */
  pay: (sessionId: string, card: TestCardInput) => Promise<{ status: number; location?: string }>;
  /** Signs a payload as the provider does: `t=…,v1=HMAC-SHA256(secret, t + '.' + payload)`. */
  sign: (payload: string, timestamp?: number) => string;
  /** Posts a signed event to the webhook now. */
  sendEvent: (type: string, object: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Resolves once every event under way has been delivered. */
  settled: () => Promise<void>;
  close: () => Promise<void>;
};

export type TestCardInput = { number: string; expiry: string; cvc: string; name: string; save?: boolean };

type StripeCard = { brand: string; last4: string; exp_month: number; exp_year: number };
type PaymentMethodObject = {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: { name: string };
  card: StripeCard;
};

const API_VERSION = '2026-10-28.endive';
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's test cards, by the behaviour documented for each. */
const DECLINED = new Set(['4000000000000002']);
/** Saves fine at checkout, then every charge while the payer is away is declined. */
const DECLINES_OFF_SESSION = new Set(['4000000000000341']);

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  return 'unknown';
}

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startPaymentProviderStandIn(options: StandInOptions): Promise<PaymentProviderStandIn> {
  const customers = new Map<
    string,
    { id: string; object: 'customer'; name: string; metadata: Record<string, string> }
  >();
  const sessions = new Map<string, CheckoutSession>();
  const intents = new Map<string, Record<string, unknown>>();
  const methods = new Map<string, PaymentMethodObject>();
  /** Full numbers the stand-in saw, to decide how a saved card behaves later; never sent anywhere. */
  const numbersOfMethods = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const deliveries = new Set<Promise<void>>();

  const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${timestamp},v1=${createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex')}`;

  async function post(payload: string) {
    const signature = sign(payload);
    if (options.deliver) return options.deliver(payload, signature);
    if (!options.webhookUrl) return;
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  async function sendEvent(type: string, object: Record<string, unknown>) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    };
    const delivery = post(JSON.stringify(event)).catch((error: unknown) => {
      console.warn(`payment provider stand-in: the ${type} event was not delivered (${String(error)})`);
    });
    deliveries.add(delivery);
    await delivery;
    deliveries.delete(delivery);
    return event;
  }

  function succeededIntent(input: {
    amount: number;
    currency: string;
    customer: string | null;
    method: PaymentMethodObject;
    metadata: Record<string, string>;
    description: string;
  }) {
    const intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: input.amount,
      amount_received: input.amount,
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      metadata: input.metadata,
      payment_method: input.method.id,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intent.id, intent);
    return intent;
  }

  async function pay(
    sessionId: string,
    card: TestCardInput,
  ): Promise<{ status: number; location?: string; error?: string }> {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') return { status: 404, error: 'This payment page has expired.' };
    const number = card.number.replace(/\D/g, '');
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
    const month = Number(expiry?.[1]);
    const year = 2000 + Number(expiry?.[2]);
    const now = new Date();
    if (!luhn(number)) return { status: 400, error: 'Your card number is invalid.' };
    if (!expiry || month < 1 || month > 12 || year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      return { status: 400, error: "Your card's expiration date is invalid." };
    if (!/^\d{3,4}$/.test(card.cvc.trim())) return { status: 400, error: "Your card's security code is invalid." };
    if (DECLINED.has(number)) return { status: 402, error: 'Your card was declined.' };
    const isSaved = Boolean(
      card.save && session.customer && session.saved_payment_method_options?.payment_method_save === 'enabled',
    );
    const method: PaymentMethodObject = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      customer: isSaved ? session.customer : null,
      allow_redisplay: isSaved ? 'always' : 'limited',
      billing_details: { name: card.name.trim() },
      card: { brand: brandOf(number), last4: number.slice(-4), exp_month: month, exp_year: year },
    };
    methods.set(method.id, method);
    numbersOfMethods.set(method.id, number);
    const intent = succeededIntent({
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      method,
      metadata: session.payment_intent_data_metadata,
      description: session.description,
    });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = intent.id;
    await sendEvent('checkout.session.completed', sessionObject(session));
    await sendEvent('payment_intent.succeeded', intent);
    return { status: 303, location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) };
  }

  const sessionObject = (session: CheckoutSession) => {
    const { payment_intent_data_metadata: _metadata, ...visible } = session;
    return visible;
  };

  /** The API: form-encoded requests with the secret key as a bearer token, JSON answers, as Stripe's. */
  function api(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    const metadataOf = (prefix: string) => {
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      return metadata;
    };
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer' as const,
        name: form.get('name') ?? '',
        metadata: metadataOf('metadata'),
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const currency = form.get('line_items[0][price_data][currency]') ?? '';
      const customer = form.get('customer');
      if (form.get('mode') !== 'payment' || !Number.isInteger(amount) || amount <= 0 || !currency)
        return stripeError(400, 'invalid_request_error', 'A payment session needs one line item with a price.');
      // The stand-in keeps nothing across restarts: a customer it does not know was made before one.
      if (customer && !customers.has(customer))
        customers.set(customer, { id: customer, object: 'customer', name: '', metadata: {} });
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: CheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency,
        customer: customer ?? null,
        client_reference_id: form.get('client_reference_id'),
        metadata: metadataOf('metadata'),
        description: form.get('line_items[0][price_data][product_data][name]') ?? '',
        payment_intent: null,
        saved_payment_method_options: {
          payment_method_save: form.get('saved_payment_method_options[payment_method_save]') ?? 'disabled',
        },
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `${publicUrl}/checkout/${sessionId}`,
        payment_intent_data_metadata: metadataOf('payment_intent_data[metadata]'),
      };
      sessions.set(session.id, session);
      return { status: 200, body: sessionObject(session) };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1] ?? '');
      return session
        ? { status: 200, body: sessionObject(session) }
        : stripeError(404, 'invalid_request_error', 'No such checkout session');
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = methods.get(form.get('payment_method') ?? '');
      const customer = form.get('customer');
      if (!paymentMethod || paymentMethod.customer !== customer)
        return stripeError(400, 'invalid_request_error', 'No such PaymentMethod for this customer.');
      if (form.get('confirm') !== 'true' || form.get('off_session') !== 'true')
        return stripeError(400, 'invalid_request_error', 'This stand-in confirms off-session payments only.');
      const number = numbersOfMethods.get(paymentMethod.id) ?? '';
      if (DECLINES_OFF_SESSION.has(number))
        return stripeError(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          decline_code: 'generic_decline',
        });
      const intent = succeededIntent({
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        customer,
        method: paymentMethod,
        metadata: metadataOf('metadata'),
        description: form.get('description') ?? '',
      });
      // The confirmation comes as the provider sends it: a moment later, by webhook.
      void sendEvent('payment_intent.succeeded', intent);
      return { status: 200, body: intent };
    }
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intentMatch) {
      const intent = intents.get(intentMatch[1] ?? '');
      return intent
        ? { status: 200, body: intent }
        : stripeError(404, 'invalid_request_error', 'No such payment_intent');
    }
    const methodMatch = /^\/v1\/payment_methods\/([\w]+)(\/detach)?$/.exec(path);
    if (methodMatch) {
      const found = methods.get(methodMatch[1] ?? '');
      if (!found) return stripeError(404, 'invalid_request_error', 'No such PaymentMethod');
      if (method === 'POST' && methodMatch[2]) found.customer = null;
      return { status: 200, body: found };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function readBody(request: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(request.method === 'GET' ? url.search : await readBody(request));
    const sendJson = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    const sendHtml = (status: number, html: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(html);
    };
    if (url.pathname.startsWith('/v1/')) {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        const refused = stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
        return sendJson(refused.status, refused.body);
      }
      const key = request.headers['idempotency-key'];
      const remembered = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (remembered) return sendJson(remembered.status, remembered.body);
      const answer = api(request.method ?? 'GET', url.pathname, form);
      if (typeof key === 'string' && request.method === 'POST') idempotent.set(key, answer);
      return sendJson(answer.status, answer.body);
    }
    const page = /^\/checkout\/(cs_test_[0-9a-f]+)(\/cancel)?$/.exec(url.pathname);
    const session = page ? sessions.get(page[1] ?? '') : undefined;
    if (!page || !session) return sendHtml(404, paymentPage({ session: null }));
    if (page[2]) {
      if (session.status === 'open') session.status = 'expired';
      response.writeHead(303, { location: session.cancel_url });
      return response.end();
    }
    if (request.method === 'POST') {
      const card = {
        number: form.get('cardnumber') ?? '',
        expiry: form.get('exp-date') ?? '',
        cvc: form.get('cvc') ?? '',
        name: form.get('ccname') ?? '',
        save: form.get('save') === 'on',
      };
      const result = await pay(session.id, card);
      if (result.location) {
        response.writeHead(303, { location: result.location });
        return response.end();
      }
      return sendHtml(result.status, paymentPage({ session, error: result.error, name: card.name }));
    }
    return sendHtml(session.status === 'open' ? 200 : 410, paymentPage({ session }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = options.publicUrl ?? url;
  return {
    url,
    publicUrl,
    sessions,
    pay: (sessionId, card) => pay(sessionId, card),
    sign,
    sendEvent,
    settled: async () => {
      await Promise.all([...deliveries]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
