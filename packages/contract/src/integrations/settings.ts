import { z } from 'zod';
import { SERVICE_KINDS } from '../orders/cut-offs';
import { ORDER_FIELD_MESSAGES } from '../orders/order';
import { SHOP_CONNECTION_MESSAGES } from './connection-errors';

/** Which shop orders become deliveries: all, or only those whose shipping method name or tag matches. */
export const IMPORT_FILTERS = ['all', 'shipping_method', 'tag'] as const;
export type ImportFilter = (typeof IMPORT_FILTERS)[number];
export const IMPORT_FILTER_LABELS: Record<ImportFilter, string> = {
  all: 'All orders',
  shipping_method: 'Orders whose shipping method name contains',
  tag: 'Orders tagged',
};

/**
 * cod_when_unpaid: cash on delivery when the shop order is unpaid and paid through a cash-on-delivery
 * gateway, prepaid otherwise; always_prepaid: every order is prepaid.
 */
export const PAYMENT_RULES = ['cod_when_unpaid', 'always_prepaid'] as const;
export type PaymentRule = (typeof PAYMENT_RULES)[number];
export const PAYMENT_RULE_LABELS: Record<PaymentRule, string> = {
  cod_when_unpaid: 'Cash on delivery when the shop order is unpaid with a cash-on-delivery payment, otherwise prepaid',
  always_prepaid: 'Always prepaid',
};

/** The import rules of one connection (GET / PUT settings). */
export const IntegrationSettingsSchema = z
  .object({
    autoImport: z.boolean(),
    filter: z.enum(IMPORT_FILTERS),
    /** The shipping method name part or the tag to match; empty with filter `all`. */
    filterValue: z.string().trim().max(120).default(''),
    defaultServiceKind: z.enum(SERVICE_KINDS, { error: ORDER_FIELD_MESSAGES.service }),
    /** The pickup address orders leave from; null = the account's default pickup address. */
    defaultPickupLocationId: z.string().min(1).max(64).nullable(),
    paymentRule: z.enum(PAYMENT_RULES),
  })
  .superRefine((settings, ctx) => {
    if (settings.filter !== 'all' && settings.filterValue === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['filterValue'],
        message:
          settings.filter === 'tag'
            ? SHOP_CONNECTION_MESSAGES.enterTagToMatch
            : SHOP_CONNECTION_MESSAGES.enterShippingMethodToMatch,
      });
    }
  });
export type IntegrationSettings = z.output<typeof IntegrationSettingsSchema>;
export type IntegrationSettingsInput = z.input<typeof IntegrationSettingsSchema>;

export const DEFAULT_INTEGRATION_SETTINGS: IntegrationSettings = {
  autoImport: true,
  filter: 'all',
  filterValue: '',
  defaultServiceKind: 'same_day',
  defaultPickupLocationId: null,
  paymentRule: 'cod_when_unpaid',
};
