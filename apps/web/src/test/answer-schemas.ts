// The contract's answer schema of each route the screens' tests mock: a mocked answer that drifts from
// what the API answers fails its test. One line per route; add a route here when the contract gains
// its answer schema (docs/decisions/016).
import {
  AcceptInvitationResponseSchema,
  AccountSchema,
  AccountSettingsSchema,
  BankDetailsSchema,
  CompanyAccountSchema,
  ConnectBeginSchema,
  ContactRequestAnswerSchema,
  CreateTeamResponseSchema,
  CreditNoteListSchema,
  CreditNoteSchema,
  DecideFlagResponseSchema,
  DeliveryReportSchema,
  EMAIL_VERIFICATION_PATHS,
  FindOrdersResponseSchema,
  ForgotPasswordResponseSchema,
  FULFILMENT_PATHS,
  FulfilmentCapabilitySchema,
  FulfilmentOrderListSchema,
  FulfilmentOrderSchema,
  GroupCountsSchema,
  ImportProgressSchema,
  InboundListSchema,
  InboundShipmentSchema,
  IntegrationConnectionSchema,
  IntegrationSettingsSchema,
  InventoryListSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvoiceCheckoutSchema,
  InvoiceListSchema,
  LocationSchema,
  MovementListSchema,
  NotificationSchema,
  OkAnswerSchema,
  OrderEventSchema,
  OrderSchema,
  OrganisationSchema,
  PaymentInstructionsSchema,
  PaymentMethodListSchema,
  PendingShopSchema,
  PermissionsAnswerSchema,
  PickupZoneSchema,
  PLATFORM_PATHS,
  PlaceSchema,
  PlaceSearchResponseSchema,
  PreferencesSchema,
  PricingModelSchema,
  ProductListSchema,
  ProductSchema,
  ProfileSchema,
  QuoteSchema,
  RegionConfigSchema,
  RegisterResponseSchema,
  SavedBankDetailsSchema,
  SavedCardPaymentSchema,
  SendEmailVerificationResponseSchema,
  ServiceRateSchema,
  SetActiveOrganisationResponseSchema,
  ShippingProfileSchema,
  StateChangeResultSchema,
  SyncLogPageSchema,
  TeamSchema,
  TokenResponseSchema,
  TrackingSettingsSchema,
  UserConfigSchema,
  UserSchema,
  VerifyEmailResponseSchema,
} from '@sameday/contract';
import { type ZodType, z } from 'zod';

/** "METHOD /path" below the platform base, as the mocks name routes; `:name` stands for one path segment. */
export const ANSWER_SCHEMAS: Record<string, ZodType> = {
  // identity
  [`POST ${PLATFORM_PATHS.register}`]: RegisterResponseSchema,
  [`POST ${PLATFORM_PATHS.signIn}`]: TokenResponseSchema,
  [`POST ${PLATFORM_PATHS.token}`]: TokenResponseSchema,
  [`POST ${PLATFORM_PATHS.recoverySession}`]: TokenResponseSchema,
  [`POST ${PLATFORM_PATHS.forgotPassword}`]: ForgotPasswordResponseSchema,
  [`GET ${PLATFORM_PATHS.partnerUser}`]: UserSchema,
  [`PUT ${PLATFORM_PATHS.partnerUser}`]: UserSchema,
  [`PATCH ${PLATFORM_PATHS.partnerUser}`]: ProfileSchema,
  [`POST ${PLATFORM_PATHS.onboardingComplete}`]: UserSchema,
  [`GET ${PLATFORM_PATHS.courierUser}`]: UserSchema,
  [`GET ${PLATFORM_PATHS.account}`]: AccountSchema,
  [`POST ${EMAIL_VERIFICATION_PATHS.send}`]: SendEmailVerificationResponseSchema,
  [`POST ${EMAIL_VERIFICATION_PATHS.confirm}`]: VerifyEmailResponseSchema,
  // teams
  'GET /account/organisations': z.array(OrganisationSchema),
  'POST /account/team': CreateTeamResponseSchema,
  'GET /account/team': TeamSchema,
  'PUT /account/team/members/:userId': TeamSchema,
  'DELETE /account/team/members/:userId': TeamSchema,
  'POST /account/team/invitations': InvitationSchema,
  'POST /account/team/invitations/accept': AcceptInvitationResponseSchema,
  'DELETE /account/team/invitations/:id': OkAnswerSchema,
  'POST /account/organisations/active': SetActiveOrganisationResponseSchema,
  // permissions
  'GET /permissions': PermissionsAnswerSchema,
  'GET /beta/permissions': PermissionsAnswerSchema,
  'GET /account/team/invitations/preview/:token': InvitationPreviewSchema,
  // account settings
  'GET /accounts/:id': CompanyAccountSchema,
  'PUT /accounts': CompanyAccountSchema,
  'GET /account/settings': AccountSettingsSchema,
  'PUT /account/settings': AccountSettingsSchema,
  // tracking
  'GET /tracking/settings': TrackingSettingsSchema,
  'PUT /tracking/settings': TrackingSettingsSchema,
  'GET /account/shipping-profile': ShippingProfileSchema,
  'PUT /account/shipping-profile': ShippingProfileSchema,
  // pricing
  'GET /accounts/:id/pricing-model': PricingModelSchema,
  'POST /quiqdash/order-charge': QuoteSchema,
  'POST /shipments/rates': z.array(ServiceRateSchema),
  // addresses
  'GET /partner/accounts/:id/addresses': z.array(LocationSchema),
  'POST /partner/addresses': LocationSchema,
  'PATCH /partner/addresses/:id': LocationSchema,
  'DELETE /partner/addresses/:id': OkAnswerSchema,
  'GET /quiqdash/pickup-zones': z.array(PickupZoneSchema),
  // places
  'GET /places/search': PlaceSearchResponseSchema,
  'GET /places/:placeId': PlaceSchema,
  // preferences
  'GET /partner/preferences': PreferencesSchema,
  'POST /partner/preferences': PreferencesSchema,
  'PUT /partner/preferences/:key': PreferencesSchema,
  'DELETE /partner/preferences/:key': PreferencesSchema,
  'DELETE /partner/preferences/default/:kind': PreferencesSchema,
  // flags
  'POST /featureflags/decide': DecideFlagResponseSchema,
  // orders
  'GET /quiqdash/orders': FindOrdersResponseSchema,
  'POST /quiqdash/orders': OrderSchema,
  'GET /quiqdash/order/:id': OrderSchema,
  'PUT /quiqdash/order/:id': OrderSchema,
  'GET /quiqdash/orders/history/:id': z.array(OrderEventSchema),
  'GET /quiqdash/orders/group_counts': GroupCountsSchema,
  'PUT /quiqdash/orders/state/:ids/:state': z.array(StateChangeResultSchema),
  'PUT /quiqdash/orders/reattempt/:ids': z.array(StateChangeResultSchema),
  'PUT /quiqdash/orders/return/:ids': z.array(StateChangeResultSchema),
  'GET /quiqdash/region/:id': RegionConfigSchema,
  // finance
  'GET /quiqdash/invoices': InvoiceListSchema,
  'GET /quiqdash/credit-notes': CreditNoteListSchema,
  'POST /quiqdash/credit-notes/confirm-cod/:id': CreditNoteSchema,
  'GET /finance/payment-methods': PaymentMethodListSchema,
  'DELETE /finance/payment-methods/:id': PaymentMethodListSchema,
  'POST /finance/payment-methods/:id/default': PaymentMethodListSchema,
  'GET /finance/bank-details': SavedBankDetailsSchema,
  'PUT /finance/bank-details': BankDetailsSchema,
  'GET /finance/payment-instructions': PaymentInstructionsSchema,
  'POST /finance/invoices/:id/checkout': InvoiceCheckoutSchema,
  'POST /finance/invoices/:id/saved-card-payment': SavedCardPaymentSchema,
  'GET /user-config': UserConfigSchema,
  // reports
  'GET /quiqdash/reports/summary': DeliveryReportSchema,
  // notifications, integrations
  'GET /quiqdash/notifications': z.array(NotificationSchema),
  'GET /integrations/connections': z.array(IntegrationConnectionSchema),
  'GET /integrations/connections/:id/settings': IntegrationSettingsSchema,
  'PUT /integrations/connections/:id/settings': IntegrationSettingsSchema,
  'GET /integrations/connections/:id/sync-log': SyncLogPageSchema,
  'GET /integrations/connections/:id/import': ImportProgressSchema,
  'POST /integrations/shopify/connect': ConnectBeginSchema,
  'GET /integrations/pending': PendingShopSchema,
  'POST /integrations/pending/confirm': IntegrationConnectionSchema,
  'DELETE /integrations/connections/:id': IntegrationConnectionSchema,
  // fulfilment
  [`GET ${FULFILMENT_PATHS.capability}`]: FulfilmentCapabilitySchema,
  [`POST ${FULFILMENT_PATHS.contactRequests}`]: ContactRequestAnswerSchema,
  [`GET ${FULFILMENT_PATHS.products}`]: ProductListSchema,
  [`POST ${FULFILMENT_PATHS.products}`]: ProductSchema,
  'GET /api/fulfilment/products/:sku': ProductSchema,
  'PATCH /api/fulfilment/products/:sku': ProductSchema,
  [`GET ${FULFILMENT_PATHS.inventory}`]: InventoryListSchema,
  'GET /api/fulfilment/inventory/:sku/movements': MovementListSchema,
  [`GET ${FULFILMENT_PATHS.inbound}`]: InboundListSchema,
  [`POST ${FULFILMENT_PATHS.inbound}`]: InboundShipmentSchema,
  [`GET ${FULFILMENT_PATHS.orders}`]: FulfilmentOrderListSchema,
  [`POST ${FULFILMENT_PATHS.orders}`]: FulfilmentOrderSchema,
  [`GET ${FULFILMENT_PATHS.order(':id')}`]: FulfilmentOrderSchema,
  [`PATCH ${FULFILMENT_PATHS.order(':id')}`]: FulfilmentOrderSchema,
  [`POST ${FULFILMENT_PATHS.cancelOrder(':id')}`]: FulfilmentOrderSchema,
};

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index]);
}

/** The route of the table that names this call: an exact path wins over a pattern. */
export function answerSchemaOf(method: string, path: string): { route: string; schema: ZodType } | undefined {
  const exact = ANSWER_SCHEMAS[`${method} ${path}`];
  if (exact) return { route: `${method} ${path}`, schema: exact };
  const route = Object.keys(ANSWER_SCHEMAS).find((candidate) => {
    const [candidateMethod, pattern = ''] = candidate.split(' ');
    return candidateMethod === method && pattern.includes(':') && matches(pattern, path);
  });
  return route ? { route, schema: ANSWER_SCHEMAS[route] as ZodType } : undefined;
}

/**
 * Why a mocked answer of `METHOD /path` is not what the API would answer, or
 * undefined when it is (or when the contract has no answer schema for the route,
 * or the answer is a refusal: those are in the error shape, not the answer's).
 */
export function answerDrift(method: string, path: string, status: number, body: unknown): string | undefined {
  if (status < 200 || status >= 300 || body === undefined) return undefined;
  const known = answerSchemaOf(method, path);
  if (!known) return undefined;
  const result = known.schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `  ${issue.path.length ? issue.path.join('.') : '(answer)'}: ${issue.message}`)
    .join('\n');
  return `The mocked answer of ${method} ${path} does not match the contract's schema of ${known.route}:\n${issues}`;
}
