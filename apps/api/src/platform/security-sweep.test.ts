// The security sweep, generated from the app's own route table: every route is called
// without a token, with forged tokens and with another tenant's ids, and every text
// field of every write route gets the hostile strings. A new route is swept the day it
// is registered; one the tables below can't call makes this file fail until it is added.
import { createHmac } from 'node:crypto';
import { addDays, dubaiClock, ErrorShapeSchema } from '@sameday/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentCapabilities, integrationConnections, paymentMethods } from '../db/schema';
import { deliveredOrder } from '../modules/finance/finance-test-kit';
import { issueFinanceDocuments } from '../modules/finance/issue';
import { fulfilmentOrderBody, INTERNAL_KEY, productBody, recipient } from '../test/fulfilment';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer } from '../test/identity';
import { CARRIER_KEY, type Merchant, newMerchant, orderBody, placeOrder } from '../test/orders';
import { PROVIDER_KEYS, WEBHOOK_URL } from '../test/payments';
import { aramexSettings, domesticBody, internationalBody, recipientAbroad } from '../test/shipments';
import { type AramexStandIn, startAramexStandIn } from '../test/stand-ins/aramex/stand-in';
import { addressBody, call, createTeam, invite, joinTeam, type Member, makeAdmin, newMember, ok } from '../test/teams';
import { createTokenSigner } from './tokens';

/** The API routes a caller may use without a bearer token: sign up, sign in, recover, the carrier's own key, the reference. */
const PUBLIC_ROUTES = [
  'POST /api/platform/partner/register',
  'POST /api/platform/identity/identifier',
  'POST /api/platform/identity/sign-in',
  'POST /api/platform/identity/sign-out',
  'POST /api/platform/identity/reset-code',
  'POST /api/platform/identity/reset-code/confirm',
  'POST /api/platform/customer/forgot_password',
  'POST /api/platform/identity/recovery-session',
  'GET /api/platform/account/team/invitations/preview/:token',
  'POST /api/platform/webhooks/carrier/status',
  // The internal shipment events: the same carrier api-key header.
  'POST /api/platform/shipments/webhooks/booked',
  'POST /api/platform/shipments/webhooks/carrier-status',
  'POST /api/platform/shipments/webhooks/state-updated',
  // The payment provider's events: signed over the raw body (Stripe-Signature), no session.
  'POST /api/platform/webhooks/payment-provider',
  // A WooCommerce store posting approved keys: only the single-use state ties them to an account.
  'POST /api/platform/integrations/woocommerce/keys',
  // Zid's app market opens this unsigned: it only sends the browser on to Zid's approval page with a
  // new single-use state (limited per IP); the callback that follows is the part that is checked.
  'GET /api/platform/integrations/zid/install',
  // The OAuth authorisation server: its own client authentication, the browser's sign-in and consent pages.
  'GET /api/platform/oauth/authorize',
  'GET /api/platform/oauth/authorize/:uid',
  'POST /api/platform/oauth/token',
  'POST /api/platform/oauth/token/info',
  'POST /api/platform/oauth/token/revoke',
  'GET /api/platform/oauth/ui/login',
  'POST /api/platform/oauth/ui/login',
  'GET /api/platform/oauth/ui/auth',
  'POST /api/platform/oauth/ui/auth',
  'GET /api/platform/oauth/ui/assets/oauth.css',
  // The recipient's tracking page: the unguessable code in the path is the only key (rate-limited per IP).
  'GET /api/platform/track/:code',
  'POST /api/platform/track/:code/instructions',
  'POST /api/platform/track/:code/reschedule',
  'POST /api/platform/track/:code/unavailable',
  'POST /api/platform/track/:code/rating',
  'POST /api/platform/track/:code/return',
  'POST /api/platform/track/:code/verify',
  'POST /api/platform/track/:code/verify/send',
  // A proof of delivery's image: the short-lived signed link is the key, made only for whoever may
  // see the order (decision 059; courier-app.test.ts), rate-limited per IP.
  'GET /api/platform/proofs/:id',
  // The live socket: a browser cannot send a bearer header on a WebSocket, so its first message
  // carries the token or the tracking code, checked as here (decision 058; live.test.ts).
  'GET /api/platform/live',
  // The API reference: the shapes of the calls, never an account's data.
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/theme/sameday.css',
].sort();

/** Routes the JSON sweeps don't send text to, and why. */
const NO_JSON_TEXT: Record<string, string> = {
  'POST /api/platform/quiqdash/bulk_orders': 'a multipart file: its cells are swept by the bulk upload tests',
  'POST /api/platform/api/fulfilment/product-files/import':
    'a multipart file: its cells are checked by the fulfilment tests',
  'POST /api/platform/identity/token': 'reads only the refresh cookie',
  'PUT /api/platform/courier/proofs/:id':
    'a raw image body: courier-app.test.ts sends images, non-images and forgeries',
  'POST /api/platform/identity/sign-out': 'reads only the refresh cookie',
  'POST /api/platform/oauth/token': 'an OAuth form body: swept by the OAuth tests',
  'POST /api/platform/oauth/token/info': 'an OAuth form body: swept by the OAuth tests',
  'POST /api/platform/oauth/token/revoke': 'an OAuth form body: swept by the OAuth tests',
  'POST /api/platform/oauth/ui/login': 'a browser form of the sign-in page',
  'POST /api/platform/oauth/ui/auth': 'a browser form of the consent page',
};

type Ids = {
  orderId: string;
  parcelId: string;
  addressId: string;
  accountId: string;
  userId: number;
  invoiceId: string;
  creditNoteId: string;
  paymentMethodId: string;
  invitationId: string;
  memberUserId: number;
  sku: string;
  fulfilmentOrderId: string;
  inboundId: string;
  connectionId: string;
  ruleSetId: string;
  ruleId: string;
  conditionId: string;
  shipmentId: string;
  appFlowId: string;
  checkRuleSetId: string;
  oauthClientId: string;
  webhookEndpointId: string;
  webhookDeliveryId: string;
  pickupRequestId: string;
};

type Tenant = { member: Merchant; ids: Ids };

/** The values of a route's path parameters, taken from one tenant's own records. */
const PARAMS: [RegExp, (ids: Ids) => Record<string, string>][] = [
  [/\/quiqdash\/orders\/:id\/parcels\/:parcelId$/, (ids) => ({ id: ids.orderId, parcelId: ids.parcelId })],
  [/\/quiqdash\/(order|orders\/history|orders\/parcels|orders\/customer_return)\/:id$/, (ids) => ({ id: ids.orderId })],
  [/\/quiqdash\/(orders\/export|missions\/unpool\/orders)\/:id$/, (ids) => ({ id: ids.orderId })],
  [/\/quiqdash\/orders\/(labels|state|reattempt|return)\/:ids/, (ids) => ({ ids: ids.orderId, state: 'cancelled' })],
  [/\/(partner\/addresses|addresses|quiqdash\/locations)\/:id$/, (ids) => ({ id: ids.addressId })],
  [/\/quiqdash\/pickups\/requests\/:id$/, (ids) => ({ id: ids.pickupRequestId })],
  [/\/quiqdash\/pickups\/manifests\/:id\/pdf$/, (ids) => ({ id: ids.addressId })],
  // A courier's own pickup stop: a merchant's token is refused before any id is read.
  [/\/courier\/manifests\/:id\/pdf$/, () => ({ id: 'stp_sweep' })],
  [/\/api\/fulfilment\/(products|inventory)\/:sku/, (ids) => ({ sku: ids.sku })],
  [/\/api\/fulfilment\/orders\/:id/, (ids) => ({ id: ids.fulfilmentOrderId })],
  [/\/api\/fulfilment\/inbound\/:id/, (ids) => ({ id: ids.inboundId })],
  [/\/shipments\/documents\/:id\/:document$/, (ids) => ({ id: ids.shipmentId, document: 'commercial_invoice' })],
  [/\/shipments\/(label|address)\/:id$/, (ids) => ({ id: ids.shipmentId })],
  [/\/settings\/app-flow\/:id$/, (ids) => ({ id: ids.appFlowId })],
  [/\/settings\/rule-sets\/:id(\/rules)?$/, (ids) => ({ id: ids.checkRuleSetId })],
  [/\/accounts\/:id(\/|$)/, (ids) => ({ id: ids.accountId })],
  [/\/oauth\/actor\/token\/:id$/, (ids) => ({ id: ids.accountId })],
  // Staff records, not a tenant's: an ownership, a user's email.
  [/\/account-ownerships\/:id$/, () => ({ id: 'own_sweep' })],
  [/\/account_by_email\/:email$/, () => ({ email: 'sweep.nobody@example.ae' })],
  [/\/admin\/dispatch\/(couriers|shifts|waves|missions)\/:id/, () => ({ id: 'mis_sweep', stopId: 'stp_sweep' })],
  [/\/auth\/user\/:id\/roles$/, (ids) => ({ id: String(ids.userId) })],
  [/\/account\/team\/invitations\/:id$/, (ids) => ({ id: ids.invitationId })],
  [/\/account\/team\/members\/:userId$/, (ids) => ({ userId: String(ids.memberUserId) })],
  [/\/(quiqdash\/invoice|admin\/invoices)\/:id\//, (ids) => ({ id: ids.invoiceId })],
  [/\/(quiqdash\/creditnote|quiqdash\/credit-notes\/confirm-cod)\/:id/, (ids) => ({ id: ids.creditNoteId })],
  [/\/finance\/payment-methods\/:id/, (ids) => ({ id: ids.paymentMethodId })],
  [/\/integrations\/connections\/:id/, (ids) => ({ id: ids.connectionId, entryId: 'syn_sweep' })],
  [/\/integrations\/connections\/:id/, (ids) => ({ id: ids.connectionId })],
  [/\/dispatcher\/rule-sets\/:id/, (ids) => ({ id: ids.ruleSetId })],
  [/\/dispatcher\/rules\/:id/, (ids) => ({ id: ids.ruleId })],
  [/\/dispatcher\/conditions\/:id/, (ids) => ({ id: ids.conditionId })],
  [/\/dispatcher\/orders\/:id/, (ids) => ({ id: ids.orderId })],
  [/\/admin\/orders\/:id\/release$/, (ids) => ({ id: ids.orderId })],
  [/\/oauth\/clients\/:id/, (ids) => ({ id: ids.oauthClientId })],
  [/\/oauth\/authorize\/:uid$/, () => ({ uid: 'not-a-real-interaction' })],
  [/\/integrations\/webhooks\/:platform$/, () => ({ platform: 'shopify' })],
  [
    /\/webhooks\/endpoints\/:id\/deliveries\/:deliveryId\//,
    (ids) => ({ id: ids.webhookEndpointId, deliveryId: ids.webhookDeliveryId }),
  ],
  [/\/webhooks\/endpoints\/:id(\/|$)/, (ids) => ({ id: ids.webhookEndpointId })],
  [/\/finance\/invoices\/:id\//, (ids) => ({ id: ids.invoiceId })],
  // Not a tenant's records: a token only its invitee holds, shared region settings, the
  // caller's own preferences, flags of the whole platform.
  [/\/invitations\/preview\/:token$/, () => ({ token: 'not-a-real-invitation-token' })],
  [/\/track\/:code/, () => ({ code: 'notarealtrackingcode23456' })],
  // A proof image's id is the courier's phone's: never a tenant's record (the signed link guards it).
  [/\/proofs\/:id$/, () => ({ id: '00000000-0000-4000-8000-000000000000' })],
  [/\/tracking\/orders\/:id\/link$/, (ids) => ({ id: ids.orderId })],
  [/\/quiqdash\/region\/:id$/, () => ({ id: 'uae.dubai' })],
  [/\/quiqdash\/reports\/token\/:id$/, () => ({ id: 'deliveries' })],
  [/\/places\/:placeId$/, () => ({ placeId: 'area:dubai:al-barsha' })],
  [/\/partner\/preferences\/(:key|default\/:kind)$/, () => ({ key: 'sameDayCutOffTime', kind: 'pickup' })],
  [/\/admin\/featureflags\/:name/, (ids) => ({ name: 'sweep_flag', subjectType: 'account', subjectId: ids.accountId })],
];

/** Whether the route's parameters name one tenant's records (as opposed to shared ones). */
const namesTenantRecords = (url: string) =>
  /:(id|ids|parcelId|userId|sku)\b/.test(url) &&
  !/\/(region|preferences|featureflags|reports\/token|account-ownerships|admin\/dispatch|proofs|courier\/manifests)\//.test(
    url,
  );

function pathOf(url: string, ids: Ids): string {
  const params = PARAMS.find(([pattern]) => pattern.test(url))?.[1](ids);
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The sweep has no value for :${name} of ${url}: add it to PARAMS`);
    return encodeURIComponent(value);
  });
}

/** A valid query for each route that reads one: the sweep checks who may call it, not its input. */
const QUERIES: Record<string, string> = {
  'DELETE /api/platform/auth/user/:id/roles': 'role=reports_beta',
  'GET /api/platform/places/search': 'q=marina',
  'GET /api/platform/quiqdash/reports/token/:id': 'userKey=usr_sweep',
  'GET /api/platform/integrations/pending': 'shop=sweep.myshopify.com&token=not-a-real-token',
  'GET /api/platform/integrations/woocommerce/outcome': 'success=1&user_id=not-a-real-state',
  'GET /api/platform/proofs/:id': 'expires=9999999999&sig=not-a-real-signature',
  // A day the manifests can be read of: yesterday's (today or one of the last 90; decision 072, later).
  'GET /api/platform/quiqdash/pickups/manifests': `date=${addDays(dubaiClock(new Date()).date, -1)}`,
  'GET /api/platform/quiqdash/pickups/manifests/:id/pdf': `date=${addDays(dubaiClock(new Date()).date, -1)}`,
};

/** A valid body for each write route, for a caller whose own records are `ids`. */
function bodyOf(route: string, ids: Ids): unknown {
  const bodies: Record<string, unknown> = {
    'POST /api/platform/partner/register': {
      full_name: 'Sweep Person',
      account_name: 'Sweep Shop',
      phone: '+971501234567',
      email: `sweep.${Math.random().toString(36).slice(2)}@example.ae`,
      password: 'Str0ng!Passw0rd',
      orders_per_month: '1-100',
      vertical: 'Perfumes',
      signed_terms: true,
    },
    'POST /api/platform/identity/identifier': { email: 'sweep.nobody@example.ae' },
    'POST /api/platform/integrations/shopify/connect': { shop: 'sweep.myshopify.com' },
    'POST /api/platform/oauth/clients': {
      name: 'Sweep client',
      scopes: ['orders:read'],
      redirectUris: ['https://sweep.example.com/callback'],
    },
    'PATCH /api/platform/oauth/clients/:id': { name: 'Sweep client', redirectUris: ['https://sweep.example.com/cb'] },
    'POST /api/platform/integrations/woocommerce/connect': { storeUrl: 'https://sweep.example.com' },
    'POST /api/platform/integrations/woocommerce/keys': {
      key_id: 1,
      user_id: 'not-a-real-state',
      consumer_key: `ck_${'a'.repeat(40)}`,
      consumer_secret: `cs_${'b'.repeat(40)}`,
      key_permissions: 'read_write',
    },
    'POST /api/platform/integrations/pending/confirm': { shop: 'sweep.myshopify.com', token: 'not-a-real-token' },
    'PUT /api/platform/integrations/connections/:id/settings': {
      autoImport: true,
      filter: 'tag',
      filterValue: 'sameday',
      defaultServiceKind: 'same_day',
      defaultPickupLocationId: ids.addressId,
      paymentRule: 'cod_when_unpaid',
    },
    'POST /api/platform/integrations/connections/:id/import': { days: 7 },
    'POST /api/platform/integrations/connections/:id/sync-log/:entryId/fixed': { orderId: 'ord_1' },
    'POST /api/platform/webhooks/endpoints': {
      url: 'https://hooks.example.com/sweep',
      description: 'Sweep ERP',
      events: ['order.created'],
    },
    'PATCH /api/platform/webhooks/endpoints/:id': { description: 'Sweep ERP' },
    'POST /api/platform/integrations/webhooks/:platform': { id: 1 },
    'POST /api/platform/integrations/shopify/rates': { rate: { destination: { country: 'AE', city: 'Dubai' } } },
    'POST /api/platform/identity/sign-in': { email: 'sweep.nobody@example.ae', password: 'Wr0ng!Password' },
    'POST /api/platform/identity/reset-code': { email: 'sweep.nobody@example.ae' },
    'POST /api/platform/identity/reset-code/confirm': {
      email: 'sweep.nobody@example.ae',
      code: '123456',
      password: 'Str0ng!Passw0rd2',
    },
    'POST /api/platform/customer/forgot_password': { email: 'sweep.nobody@example.ae' },
    'POST /api/platform/identity/recovery-session': { token: 'not-a-real-reset-link' },
    'PUT /api/platform/partner/user': { current_password: 'Wr0ng!Password', password: 'N3w!Password' },
    'PATCH /api/platform/partner/user': { full_name: 'Sweep Person', phone: '+971501234567' },
    'PUT /api/platform/me/language': { language: 'ar' },
    'POST /api/platform/authz/GetPermissions': { version: '1' },
    'PUT /api/platform/auth/user/:id/roles': { roles: ['reports_beta'] },
    'POST /api/platform/auth/user/:id/roles': { role: 'reports_beta' },
    'POST /api/platform/account/team': { name: 'Sweep Team' },
    'POST /api/platform/account/organisations/active': { orgId: ids.accountId },
    'POST /api/platform/account/team/invitations': { email: 'sweep.invitee@example.ae', role: 'viewer' },
    'POST /api/platform/account/team/invitations/accept': { token: 'not-a-real-invitation-token' },
    'PUT /api/platform/account/team/members/:userId': { role: 'viewer' },
    'POST /api/platform/featureflags/decide': { Feature: 'bulk_upload', Identifier: 'sweep' },
    'POST /api/platform/admin/dispatch/couriers': {
      email: 'sweep.courier@example.ae',
      fullName: 'Sweep Courier',
      vehicle: { kind: 'bike' },
      homeDepot: { name: 'Al Quoz depot', lat: 25.135, lng: 55.228 },
    },
    'PATCH /api/platform/admin/dispatch/couriers/:id': { waypointConstraintWindowMinutes: 10 },
    'POST /api/platform/admin/dispatch/couriers/:id/shifts': { date: '2099-01-01', start: '08:00', end: '09:00' },
    'PUT /api/platform/courier/device': { pushId: 'sweep', gcmToken: null },
    'PUT /api/platform/courier/queue': { inQueue: false },
    'POST /api/platform/courier/positions': {
      positions: [{ lat: 25.2, lng: 55.27, accuracy: 10, at: new Date().toISOString() }],
    },
    'POST /api/platform/admin/dispatch/waves': {
      date: '2099-01-01',
      orderIds: [ids.orderId],
      courierIds: ['cou_sweep'],
    },
    'PUT /api/platform/admin/dispatch/missions/:id/stops': { stopIds: ['stp_sweep'], version: 1 },
    'PUT /api/platform/admin/dispatch/missions/:id/stops/:stopId/lock': { locked: true, version: 1 },
    'POST /api/platform/admin/dispatch/missions/:id/orders': { orderId: ids.orderId, version: 1 },
    'POST /api/platform/admin/dispatch/waves/:id/replan': { versions: {}, seconds: 1 },
    'POST /api/platform/admin/dispatch/moves': { move: 'collected', orderIds: [ids.orderId] },
    'POST /api/platform/courier/moves': { move: 'collected', orderIds: [ids.orderId] },
    'POST /api/platform/quiqdash/pickups/requests': { locationId: ids.addressId, ...PICKUP_SWEEP_WINDOW },
    'POST /api/platform/courier/actions': {
      actions: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          at: '2099-01-01T08:00:00+04:00',
          kind: 'deliver',
          orderId: ids.orderId,
          recipientName: 'Sweep Recipient',
        },
      ],
    },
    'PUT /api/platform/admin/featureflags/:name': { description: 'Sweep flag', enabled: false },
    'PUT /api/platform/admin/featureflags/:name/overrides': {
      subjectType: 'account',
      subjectId: ids.accountId,
      enabled: false,
    },
    'POST /api/platform/partner/addresses': addressBody(),
    'POST /api/platform/addresses': addressBody(),
    'PATCH /api/platform/partner/addresses/:id': { contactName: 'Sweep Contact', notes: 'Gate 2' },
    'PUT /api/platform/accounts': {
      name: 'Sweep Shop',
      legalName: 'Sweep Shop LLC',
      tradeLicenseNumber: 'DED-1234567',
      taxRegistrationNumber: '100234567800003',
      billingAddress: 'Office 12, Al Fahidi Street',
      website: 'https://sweep.ae',
      contactEmail: 'accounts@sweep.ae',
      contactPhone: '+971501234567',
    },
    'PUT /api/platform/account/settings': {
      contact: { name: 'Sweep Contact', phone: '+971521112233', email: 'ops@sweep.ae' },
    },
    'PUT /api/platform/account/shipping-profile': {
      serviceKind: 'next_day',
      parcel: { name: 'Gift box', quantity: 1, weightKg: 1 },
    },
    'POST /api/platform/partner/preferences': { key: 'sameDayCutOffTime', value: '11:15' },
    'PUT /api/platform/partner/preferences/:key': { value: '11:30' },
    'POST /api/platform/admin/notifications': { title: 'Sweep', message: 'A sweep notice', accountId: ids.accountId },
    'POST /api/platform/quiqdash/order-charge': {
      serviceKind: 'next_day',
      destinationEmirate: 'Dubai',
      items: [{ quantity: 1, weightKg: 1 }],
    },
    'POST /api/platform/shipments/rates': { destinationEmirate: 'Dubai', items: [{ quantity: 1, weightKg: 1 }] },
    'POST /api/platform/shipments/carriers/rates': {
      recipient: { countryCode: 'GB', city: 'London' },
      parcels: [{ weightKg: 1 }],
    },
    'POST /api/platform/shipments/book-international-shipment': internationalBody({ reference: 'Sweep ref' }),
    'POST /api/platform/shipments/internal': domesticBody({
      carrier: 'sameday',
      service: 'next_day',
      parcels: [{ weightKg: 1 }],
    }),
    'PATCH /api/platform/shipments/address/:id': recipientAbroad({ line2: 'Flat 2' }),
    'POST /api/platform/shipments/webhooks/booked': {
      event_id: 'evt-sweep-booked',
      shipment_id: 'shp_sweep_external',
      tenant: { account_id: ids.accountId },
      carrier: 'aramex',
      service: 'priority_parcel_express',
      tracking_number: 'FX999999999',
      parcels: [{ weight_kg: 1 }],
      dropoff: {
        name: 'Sweep Person',
        phone: '+4420000000',
        line1: 'Sweep Street',
        city: 'London',
        country_code: 'GB',
      },
      references: { client_order_id: 'sweep-external' },
    },
    'POST /api/platform/shipments/webhooks/state-updated': {
      event_id: 'evt-sweep-state',
      shipment_id: ids.shipmentId,
      state: 'in_transit',
    },
    'POST /api/platform/shipments/webhooks/carrier-status': {
      event_id: 'evt-sweep-status',
      shipment_id: ids.shipmentId,
      status: 'in_transit',
    },
    'POST /api/platform/settings/app-flow': { kind: 'domestic', defaultContentsDescription: 'Sweep goods' },
    'PUT /api/platform/settings/app-flow/:id': { kind: 'international', defaultContentsDescription: 'Sweep goods' },
    'POST /api/platform/settings/rule-sets': { name: 'Sweep checks', evaluator: 'domestic_booking' },
    'PUT /api/platform/settings/rule-sets/:id': { name: 'Sweep checks' },
    'POST /api/platform/settings/rule-sets/:id/rules': sweepRule,
    'PUT /api/platform/settings/rule-sets/:id/rules': { rules: [sweepRule] },
    'POST /api/platform/quiqdash/orders': orderBody(ids.addressId),
    'POST /api/platform/track/:code/instructions': { text: 'Leave it with the concierge' },
    'POST /api/platform/track/:code/reschedule': { date: addDays(dubaiClock(new Date()).date, 2) },
    'POST /api/platform/track/:code/unavailable': {},
    'POST /api/platform/track/:code/rating': { stars: 5, comment: 'Quick' },
    'POST /api/platform/track/:code/verify': { phoneLastDigits: '6543' },
    'POST /api/platform/track/:code/verify/send': {},
    'POST /api/platform/track/:code/return': { reason: 'Too small' },
    'PUT /api/platform/tracking/settings': {
      brandColour: '#0b5cad',
      logoUrl: '',
      notifyEvents: ['out_for_delivery'],
      returnWindowDays: 7,
    },
    'PUT /api/platform/quiqdash/order/:id': orderBody(ids.addressId),
    'PUT /api/platform/quiqdash/orders/state/:ids/:state': { reason: 'Sweep' },
    'PUT /api/platform/quiqdash/orders/reattempt/:ids': { deliveryDate: addDays(dubaiClock(new Date()).date, 3) },
    'PUT /api/platform/quiqdash/orders/return/:ids': { reason: 'Sweep' },
    'POST /api/platform/quiqdash/orders/customer_return/:id': { reason: 'Wrong size' },
    'POST /api/platform/quiqdash/orders/parcels/:id': { items: [{ name: 'Sweep box', quantity: 1, weightKg: 1 }] },
    'POST /api/platform/webhooks/carrier/status': { order_id: ids.orderId, delivery_status: 'picked_up' },
    'POST /api/platform/api/fulfilment/products': { sku: 'SWEEP-SKU', name: 'Sweep soap', barcode: '629104' },
    'PATCH /api/platform/api/fulfilment/products/:sku': { name: 'Sweep soap', barcode: '629105' },
    'POST /api/platform/api/fulfilment/inventory/:sku/adjustments': {
      accountId: ids.accountId,
      location: 'dubai',
      delta: 1,
      reason: 'Sweep count',
    },
    'POST /api/platform/api/fulfilment/inbound': {
      expectedDate: '2026-12-01',
      reference: 'Sweep inbound',
      lines: [{ sku: ids.sku, quantity: 1 }],
    },
    'POST /api/platform/api/fulfilment/inbound/:id/receive': {
      lines: [{ sku: ids.sku, receivedQuantity: 1 }],
      note: 'Sweep note',
    },
    'POST /api/platform/api/fulfilment/orders': fulfilmentOrderBody([{ sku: ids.sku, quantity: 1 }], {
      reference: 'Sweep ref',
    }),
    'PATCH /api/platform/api/fulfilment/orders/:id': { recipient: fulfilmentOrderBody([]).recipient },
    'POST /api/platform/api/fulfilment/orders/:id/state': { state: 'picking' },
    'POST /api/platform/internal/fulfilment/orders': {
      ...fulfilmentOrderBody([{ sku: ids.sku, quantity: 1 }]),
      accountId: ids.accountId,
      externalId: 'sweep-1',
    },
    'PUT /api/platform/api/fulfilment/accounts/:id/capability': { enabled: true, note: 'Sweep' },
    'POST /api/platform/api/fulfilment/contact-requests': {
      contactName: 'Sweep Person',
      phone: '+971501234567',
      monthlyOrders: 'under_100',
      message: 'Sweep message',
    },
    'POST /api/platform/partner/dispatcher/rule-sets': { name: 'Sweep rules' },
    'PUT /api/platform/partner/dispatcher/rule-sets/:id': { name: 'Sweep rules' },
    'POST /api/platform/admin/dispatcher/rule-sets': { merchantId: ids.accountId, name: 'Sweep operations' },
    'PUT /api/platform/admin/dispatcher/rule-sets/:id': { name: 'Sweep operations' },
    'POST /api/platform/admin/orders/:id/release': { note: 'Sweep release' },
    'POST /api/platform/dispatcher/rule-sets/:id/rules': SWEEP_RULE,
    'PUT /api/platform/dispatcher/rules/:id': SWEEP_RULE,
    'PUT /api/platform/dispatcher/rule-sets/:id/order': { ruleIds: [ids.ruleId] },
    'POST /api/platform/dispatcher/rule-sets/:id/simulation': { days: 30 },
    'POST /api/platform/dispatcher/conditions': {
      ruleId: ids.ruleId,
      condition: { field: 'reference', operator: 'starts_with', value: 'SWEEP' },
    },
    'PUT /api/platform/dispatcher/conditions/:id': { field: 'reference', operator: 'contains', value: 'SWEEP' },
    'POST /api/platform/dispatcher/evaluate': {
      ruleSetId: ids.ruleSetId,
      facts: { serviceKind: 'same_day', weightKg: 1, reference: 'SWEEP-1', tags: ['sweep'] },
    },
    'POST /api/platform/dispatcher/resolve-carrier': { orderIds: [ids.orderId] },
    'POST /api/platform/identity/email-verification/confirm': { token: 'not-a-real-verification-token' },
    'PUT /api/platform/finance/bank-details': {
      accountHolder: 'Sweep Person',
      bankName: 'Emirates NBD',
      iban: 'AE070331234567890123456',
      swiftCode: 'EBILAEAD',
    },
    'POST /api/platform/accounts/:id/set-block-state': { isBlocked: false, reason: 'Paid in full' },
    'POST /api/platform/admin/accounts/account-ownerships': {
      accountId: ids.accountId,
      ownerId: admin.userId,
      billingIdentifier: 'BILL-SWEEP',
      note: 'Sweep note',
    },
    'PUT /api/platform/admin/accounts/account-ownerships/:id': { note: 'Sweep note' },
    'POST /api/platform/admin/accounts/account-ownerships/migrate': {
      from: { billingIdentifier: 'BILL-SWEEP' },
      to: { billingIdentifier: 'BILL-NEXT' },
      dryRun: true,
    },
    'POST /api/platform/employee/register': {
      email: `sweep.staff.${Math.random().toString(36).slice(2)}@example.ae`,
      fullName: 'Sweep Staff',
      roles: ['support'],
    },
    'POST /api/platform/finance/invoices/:id/checkout': { returnTo: 'invoices' },
    'POST /api/platform/finance/invoices/:id/saved-card-payment': { paymentMethodId: ids.paymentMethodId },
    // A payment of no invoice of ours: acknowledged and left alone.
    'POST /api/platform/webhooks/payment-provider': {
      id: 'evt_sweep',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_sweep',
          amount_received: 100,
          currency: 'aed',
          metadata: { invoiceId: 'inv_sweep', accountId: ids.accountId },
        },
      },
    },
  };
  return bodies[route];
}

const sweepRule = {
  field: 'declared_value_fils',
  operator: 'gt',
  value: '99999999',
  effect: 'require_document',
  document: 'packing_list',
  message: 'Sweep check',
};

let t: TestApp;
let carrierStandIn: AramexStandIn;
let victim: Tenant;
let attacker: Tenant;
let admin: Member;
let routes: { method: string; url: string; key: string }[];

/** A dispatcher rule: heavy Abu Dhabi parcels by Aramex. */
const SWEEP_RULE = {
  name: 'Sweep heavy',
  conditions: [
    { field: 'destination_emirate', operator: 'in', value: ['Abu Dhabi'] },
    { field: 'reference', operator: 'matches', value: 'SWEEP-*' },
  ],
  action: { type: 'carrier', carrier: 'aramex', service: 'domestic_overnight' },
};

/** A pickup window always offered: tomorrow's first (decision 072). */
const PICKUP_SWEEP_WINDOW = { date: addDays(dubaiClock(new Date()).date, 1), from: '08:00', to: '10:00' };

/** A merchant with one record of every kind a route can name. */
async function newTenant(name: string): Promise<Tenant> {
  const member = await newMerchant(t, { full_name: `${name} Owner`, account_name: `${name} Perfumes` });
  const order = await placeOrder(t, member, {
    recipient: { ...orderBody(member.pickupId).recipient, name: `${name} Recipient` },
  });
  await deliveredOrder(t, member, new Date(Date.now() - 40 * 86_400_000));
  await issueFinanceDocuments(t.database.db, { now: new Date(), accountId: member.accountId });
  const { invoices } = ok<{ invoices: { id: string }[] }>(await call(t.app, 'GET', '/quiqdash/invoices', member.token));
  const notes = ok<{ creditNotes: { id: string }[] }>(await call(t.app, 'GET', '/quiqdash/credit-notes', member.token));
  const paymentMethodId = `pm_${name.toLowerCase()}`;
  await t.database.db.insert(paymentMethods).values({
    id: paymentMethodId,
    accountId: member.accountId,
    brand: 'visa',
    last4: '4242',
    holderName: `${name} Owner`,
    expMonth: 12,
    expYear: 2030,
  });
  // Fulfilment: a product, an inbound shipment and an order of their own.
  await t.database.db
    .insert(fulfilmentCapabilities)
    .values({ accountId: member.accountId, enabled: true, changedByName: 'Sweep operations' });
  const sku = `${name.toUpperCase()}-SKU`;
  ok(await call(t.app, 'POST', '/api/fulfilment/products', member.token, productBody(sku, { name: `${name} soap` })));
  const inbound = ok<{ id: string }>(
    await call(t.app, 'POST', '/api/fulfilment/inbound', member.token, {
      expectedDate: '2026-12-01',
      lines: [{ sku, quantity: 5 }],
    }),
  );
  const fulfilmentOrder = ok<{ id: string }>(
    await call(
      t.app,
      'POST',
      '/api/fulfilment/orders',
      member.token,
      fulfilmentOrderBody([{ sku, quantity: 1 }], { recipient: { ...recipient, name: `${name} Recipient` } }),
    ),
  );
  // A team of their own, with a member and a pending invitation.
  const team = { ...member };
  await createTeam(t.app, team, `${name} Team`);
  const { member: teammate } = await joinTeam(t, team, 'viewer');
  const { invitation } = await invite(t, team, `${name.toLowerCase()}.invitee@example.ae`, 'viewer');
  const connectionId = `int_${name.toLowerCase()}`;
  await t.database.db.insert(integrationConnections).values({
    id: connectionId,
    accountId: member.accountId,
    platform: 'shopify',
    shop: `${name.toLowerCase()}.myshopify.com`,
  });
  const ruleSet = ok<{ ruleSet: { id: string } }>(
    await call(t.app, 'POST', '/partner/dispatcher/rule-sets', member.token, { name: `${name} rules` }),
  ).ruleSet;
  const { rule } = ok<{ rule: { id: string; conditions: { id: string }[] } }>(
    await call(t.app, 'POST', `/dispatcher/rule-sets/${ruleSet.id}/rules`, member.token, {
      ...SWEEP_RULE,
      name: `${name} heavy`,
    }),
  );
  // Shipments: one booked abroad (with its commercial invoice), its flow settings and checks.
  const shipment = ok<{ id: string }>(
    await call(
      t.app,
      'POST',
      '/shipments/book-international-shipment',
      member.token,
      internationalBody({
        recipient: recipientAbroad({ name: `${name} Recipient` }),
      }),
    ),
  );
  const flow = ok<{ id: string }>(
    await call(t.app, 'POST', '/settings/app-flow', member.token, {
      kind: 'international',
      defaultContentsDescription: `${name} goods`,
    }),
  );
  const checks = ok<{ id: string }>(
    await call(t.app, 'POST', '/settings/rule-sets', member.token, {
      name: `${name} checks`,
      evaluator: 'international_booking',
      rules: [sweepRule],
    }),
  );
  const oauthClient = ok<{ id: string }>(
    await call(t.app, 'POST', '/oauth/clients', member.token, { name: `${name} ERP`, scopes: ['orders:read'] }),
  );
  // An outgoing webhook endpoint with one delivery (a test event, never sent: the sweep works no jobs).
  const endpoint = ok<{ endpoint: { id: string } }>(
    await call(t.app, 'POST', '/webhooks/endpoints', member.token, {
      url: `https://hooks.${name.toLowerCase()}.example.com/sameday`,
      events: ['order.created'],
    }),
  );
  const queued = await call(t.app, 'POST', `/webhooks/endpoints/${endpoint.endpoint.id}/test`, member.token);
  const webhookDeliveryId = (queued.json() as { deliveryId: string }).deliveryId;
  const pickupRequest = ok<{ id: string }>(
    await call(t.app, 'POST', '/quiqdash/pickups/requests', member.token, {
      locationId: member.pickupId,
      ...PICKUP_SWEEP_WINDOW,
      from: '10:00',
      to: '12:00',
    }),
  );
  return {
    member,
    ids: {
      shipmentId: shipment.id,
      appFlowId: flow.id,
      checkRuleSetId: checks.id,
      orderId: order.id,
      parcelId: order.items[0]?.id as string,
      addressId: member.pickupId,
      accountId: member.accountId,
      userId: member.userId,
      invoiceId: invoices[0]?.id as string,
      creditNoteId: notes.creditNotes[0]?.id as string,
      paymentMethodId,
      invitationId: invitation.id,
      memberUserId: teammate.userId,
      sku,
      fulfilmentOrderId: fulfilmentOrder.id,
      inboundId: inbound.id,
      connectionId,
      ruleSetId: ruleSet.id,
      ruleId: rule.id,
      conditionId: rule.conditions[0]?.id as string,
      oauthClientId: oauthClient.id,
      webhookEndpointId: endpoint.endpoint.id,
      webhookDeliveryId,
      pickupRequestId: pickupRequest.id,
    },
  };
}

beforeAll(async () => {
  carrierStandIn = await startAramexStandIn();
  // Card payments on, at a provider address nothing answers: the sweep checks who may call, not the provider.
  t = await createTestApp({
    ...aramexSettings(carrierStandIn),
    carrierWebhookKey: CARRIER_KEY,
    fulfilmentInternalKey: INTERNAL_KEY,
    payments: { apiUrl: 'http://127.0.0.1:9', ...PROVIDER_KEYS },
    shopify: { apiKey: 'sweep-app', apiSecret: 'sweep-app-secret', baseUrl: 'http://127.0.0.1:9/{shop}' },
  });
  victim = await newTenant('Zeta');
  attacker = await newTenant('Mallory');
  admin = await newMember(t.app);
  await makeAdmin(t, admin);
  // The API's routes; the web app's files, /env.json, /manifest.json and /healthz are public by nature.
  routes = t.app.routeTable
    .filter((route) => route.url.startsWith('/api/'))
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await carrierStandIn?.close();
});

function send(
  route: { method: string; url: string; key: string },
  ids: Ids,
  token?: string,
  body = bodyOf(route.key, ids),
) {
  // The payment provider signs the exact bytes it sends.
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const isPaymentWebhook = route.url === WEBHOOK_URL;
  return t.app.inject({
    method: route.method as 'GET',
    url: route.key in QUERIES ? `${pathOf(route.url, ids)}?${QUERIES[route.key]}` : pathOf(route.url, ids),
    headers: {
      ...(token ? bearer(token) : {}),
      ...(/webhooks\/carrier|shipments\/webhooks/.test(route.key) ? { 'api-key': CARRIER_KEY } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(isPaymentWebhook && payload !== undefined ? { 'stripe-signature': paymentSignature(payload) } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

function paymentSignature(payload: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const digest = createHmac('sha256', PROVIDER_KEYS.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

function expectShaped(response: LightMyRequestResponse, context: string) {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).not.toBe(500);
  if (response.statusCode >= 400) {
    expect(ErrorShapeSchema.safeParse(response.json()).success, `${context}: ${response.body.slice(0, 300)}`).toBe(
      true,
    );
  }
}

describe('every route without a valid token', () => {
  it('answers unauthenticated everywhere but the public routes, which are exactly these', async () => {
    const open: string[] = [];
    for (const route of routes) {
      const response = await send(route, attacker.ids);
      expectShaped(response, route.key);
      if (response.statusCode === 401) {
        expect(response.json().code, route.key).toBe('unauthenticated');
      } else {
        open.push(route.key);
      }
    }
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
  });

  it('refuses a token signed with another key, an unsigned one and garbage', async () => {
    const [, payload = ''] = attacker.member.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = await createTokenSigner('k'.repeat(48)).mint({
      userId: Number(claims.sub),
      sessionId: claims.sid,
      accountId: victim.ids.accountId,
    });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [forged.token, unsigned, 'garbage']) {
      for (const route of routes.filter((route) => !PUBLIC_ROUTES.includes(route.key))) {
        const response = await send(route, attacker.ids, token);
        expect(response.statusCode, `${route.key}: ${response.body}`).toBe(401);
      }
    }
  });
});

describe("every route with another tenant's ids", () => {
  const victimMarkers = () => ['Zeta', victim.member.email];

  it("reads none of the other tenant's records and changes none of them", async () => {
    const before = await victimView();
    for (const route of routes.filter((route) => namesTenantRecords(route.url))) {
      const response = await send(route, victim.ids, attacker.member.token, bodyOf(route.key, attacker.ids));
      expectShaped(response, route.key);
      for (const marker of victimMarkers()) expect(response.body, route.key).not.toContain(marker);
      if (/\/orders\/(state|reattempt|return)\//.test(route.key)) {
        const results = response.json() as { status: string }[];
        expect(
          results.every((result) => result.status === 'FAILED'),
          route.key,
        ).toBe(true);
      } else {
        expect([403, 404], `${route.key}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
          response.statusCode,
        );
      }
    }
    expect(await victimView()).toEqual(before);
  });

  it('named real records: their owner reads each of them on every read route the sweep called', async () => {
    const reads = routes.filter((route) => route.method === 'GET' && namesTenantRecords(route.url));
    expect(reads.length).toBeGreaterThan(10);
    for (const route of reads) {
      // A user's roles are for operations staff to read, not for the user.
      const token = /\/auth\/user\/|\/admin\/|\/oauth\/actor\//.test(route.url) ? admin.token : victim.member.token;
      const response = await send(route, victim.ids, token);
      expect(response.statusCode, `${route.key}: ${response.body.slice(0, 200)}`).toBe(200);
    }
  });

  it("lists none of the other tenant's records on any route of its own", async () => {
    for (const route of routes.filter((route) => route.method === 'GET' && !namesTenantRecords(route.url))) {
      const response = await send(route, attacker.ids, attacker.member.token);
      expectShaped(response, route.key);
      for (const marker of victimMarkers()) expect(response.body, route.key).not.toContain(marker);
    }
  });
});

/** What the victim sees of their own records. */
async function victimView() {
  const { token } = victim.member;
  const paths = [
    `/quiqdash/order/${victim.ids.orderId}`,
    `/quiqdash/orders/history/${victim.ids.orderId}`,
    `/partner/addresses/${victim.ids.addressId}`,
    `/accounts/${victim.ids.accountId}`,
    '/quiqdash/invoices',
    '/quiqdash/credit-notes',
    '/finance/payment-methods',
    '/finance/bank-details',
    '/partner/user',
    `/api/fulfilment/orders/${victim.ids.fulfilmentOrderId}`,
    `/api/fulfilment/products/${victim.ids.sku}`,
    `/api/fulfilment/inbound/${victim.ids.inboundId}`,
    `/integrations/connections/${victim.ids.connectionId}/import`,
    `/dispatcher/rule-sets/${victim.ids.ruleSetId}`,
    `/dispatcher/orders/${victim.ids.orderId}/decision`,
    `/shipments?shipment_id=${victim.ids.shipmentId}`,
    `/settings/app-flow/${victim.ids.appFlowId}`,
    `/settings/rule-sets/${victim.ids.checkRuleSetId}`,
    `/webhooks/endpoints/${victim.ids.webhookEndpointId}`,
  ];
  return Promise.all(paths.map(async (path) => ok(await call(t.app, 'GET', path, token))));
}

const HOSTILE = [
  'a\u0000b',
  'x\uD800y',
  'tab\u0007bell',
  '\u202Egnp.exe',
  'A'.repeat(100_000),
  "=cmd|' /C calc'!A0",
  "'; drop table orders; --",
  'خالد الشامسي',
];

/** Every path to a text in a body: ['recipient', 'name'], ['items', 0, 'name'], … */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

/** Wherever an answer shows the start of a text it took, it shows the whole of it, unchanged. */
function expectFaithful(response: LightMyRequestResponse, text: string, context: string) {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return;
  const start = text.slice(0, 6);
  const shown = stringsIn(response.json());
  for (const value of shown.filter((value) => value.includes(start))) expect(value, context).toContain(text);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

function withText(body: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let cursor = copy;
  for (const step of path.slice(0, -1)) cursor = cursor[step] as Record<string | number, unknown>;
  cursor[path.at(-1) as string | number] = text;
  return copy;
}

describe('hostile strings in every text field of every write route', () => {
  it('has a body for every write route that takes JSON', () => {
    const missing = routes
      .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
      .filter((route) => !(route.key in NO_JSON_TEXT) && bodyOf(route.key, attacker.ids) === undefined)
      .map((route) => route.key);
    // A write route without a sample body here is a route the sweep can't reach.
    expect(missing.filter((key) => !NO_BODY_ROUTES.includes(key))).toEqual([]);
  });

  it('answers each with a 4xx in the error shape or keeps it exactly, never a 500', async () => {
    let sent = 0;
    for (const route of routes.filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))) {
      const body = bodyOf(route.key, attacker.ids);
      if (body === undefined) continue;
      const token =
        route.key.includes('/admin/') || /auth\/user|set-block-state|employee\/register/.test(route.key)
          ? admin.token
          : attacker.member.token;
      for (const path of textPaths(body)) {
        for (const text of HOSTILE) {
          const response = await send(route, attacker.ids, token, withText(body, path, text));
          sent += 1;
          const context = `${route.key} ${path.join('.')}=${JSON.stringify(text.slice(0, 20))}`;
          expectShaped(response, context);
          if (response.statusCode < 300) expectFaithful(response, text, context);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
  }, 600_000);
});

/** Write routes that take no body at all: nothing to sweep but their parameters. */
const NO_BODY_ROUTES = [
  'POST /api/platform/oauth/clients/:id/secret',
  'POST /api/platform/finance/payment-methods',
  'POST /api/platform/identity/email-verification',
  'POST /api/platform/finance/payment-methods/:id/default',
  'POST /api/platform/quiqdash/credit-notes/confirm-cod/:id',
  'POST /api/platform/admin/invoices/:id/mark-paid',
  'POST /api/platform/partner/user/onboarding/complete',
  'PUT /api/platform/quiqdash/orders/export/:id',
  'PUT /api/platform/quiqdash/missions/unpool/orders/:id',
  'POST /api/platform/api/fulfilment/orders/:id/cancel',
  'POST /api/platform/dispatcher/rules/:id/activate',
  'POST /api/platform/dispatcher/rules/:id/deactivate',
  'POST /api/platform/webhooks/endpoints/:id/rotate-secret',
  'POST /api/platform/webhooks/endpoints/:id/test',
  'POST /api/platform/webhooks/endpoints/:id/deliveries/:deliveryId/resend',
  // Zid names the store after sign-in there: Connect Zid takes no body.
  'POST /api/platform/integrations/zid/connect',
  // Salla names the store after sign-in there: Connect Salla takes no body.
  'POST /api/platform/integrations/salla/connect',
];
