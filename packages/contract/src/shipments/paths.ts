/**
 * Shipments and their settings, relative to the platform base (spec §7 "Shipments and
 * settings"; the spec's paths are spelt as it writes them, the webhooks' and the
 * commercial invoice's are ours). A path with a parameter is a function: the web calls it
 * with the value, the API registers it with `':id'`.
 */
export const SHIPMENT_PATHS = {
  /** GET: the account's shipments, newest first, filtered by `client_order_id` or `shipment_id`. */
  list: '/shipments',
  /** POST: books an international shipment (customs, commercial invoice, the carrier's label). */
  bookInternational: '/shipments/book-international-shipment',
  /** POST: books a shipment inside the UAE with a domestic carrier. */
  bookInternal: '/shipments/internal',
  /**
   * POST: the prices of every carrier and service that can carry a shipment. (The spec's
   * `POST /shipments/rates` is the order form's service prices, served by pricing.)
   */
  rates: '/shipments/carriers/rates',
  /** GET: the carrier's label of a shipment (PDF or ZPL). */
  label: (id: string) => `/shipments/label/${id}`,
  /** GET: one of a shipment's documents (`commercial_invoice`, `packing_list`) as PDF. */
  document: (id: string, document: string) => `/shipments/documents/${id}/${document}`,
  /** GET: what each carrier can do: services, countries, weight limits, COD, label formats. */
  capabilities: '/shipments/carriers/capabilities',
  /** PATCH: corrects the recipient's address while the carrier allows it. */
  address: (id: string) => `/shipments/address/${id}`,
  /** POST (api-key header): a shipment booked outside the dashboard, recorded for its account. */
  bookedWebhook: '/shipments/webhooks/booked',
  /** POST (api-key header): a shipment moved to another state. */
  stateUpdatedWebhook: '/shipments/webhooks/state-updated',
  /** POST (api-key header): the carrier's tracking status of a shipment. */
  carrierStatusWebhook: '/shipments/webhooks/carrier-status',
} as const;

/** The account's flow settings and booking checks (spec §7 "Settings"). */
export const SHIPMENT_SETTINGS_PATHS = {
  /** GET: the account's flow settings; POST: adds one for a shipment kind. */
  appFlows: '/settings/app-flow',
  /** GET, PUT, DELETE one flow setting. */
  appFlow: (id: string) => `/settings/app-flow/${id}`,
  /** GET: the documents a shipment needs, from the flow settings and the booking checks. */
  appFlowDocuments: '/settings/app-flow/documents',
  /** GET (with `evaluator`): the account's rule sets; POST: adds one. */
  ruleSets: '/settings/rule-sets',
  /** GET, PUT, DELETE one rule set. */
  ruleSet: (id: string) => `/settings/rule-sets/${id}`,
  /** GET: a rule set's rules in order; POST: adds a rule; PUT: replaces them all. */
  ruleSetRules: (id: string) => `/settings/rule-sets/${id}/rules`,
} as const;
