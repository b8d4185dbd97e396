/**
 * A decision's explanation, its trace's notes and its defaults' names as the dispatcher writes
 * them, in English; values in braces (a rule's or set's name and a rule's reason are the
 * merchant's own words). See ../sentences.ts.
 */
export const DECISION_SENTENCES = {
  carrierByRule: '{carrier} ({service}) because rule “{rule}” matched',
  carrierByDefault: '{carrier} ({service}) by the default of “{set}”: no rule matched',
  carrierByPlatformDefault: '{carrier} ({service}) by the platform default',
  carrierByPlatformDefaultNoMatch: '{carrier} ({service}) by the platform default: no rule matched',
  heldByRule: 'Held for review because rule “{rule}” matched',
  heldByRuleWithReason: 'Held for review because rule “{rule}” matched: {reason}',
  refusedByRule: 'Refused because rule “{rule}” matched',
  refusedByRuleWithReason: 'Refused because rule “{rule}” matched: {reason}',
  heldByDefault: 'Held for review by the default of “{set}”: no rule matched',
  heldByDefaultWithReason: 'Held for review by the default of “{set}”: no rule matched: {reason}',
  refusedByDefault: 'Refused by the default of “{set}”: no rule matched',
  refusedByDefaultWithReason: 'Refused by the default of “{set}”: no rule matched: {reason}',
  noCarrier: 'Held for review: no carrier can take this order',
  noCarrierReason: 'No carrier can take this order',
  /** A trace step's note. */
  notToCountry: '{carrier} does not deliver to {country}',
  noCashOnDelivery: '{carrier} does not collect cash on delivery',
  weightLimit: '{carrier} takes parcels up to {kg} kg',
  noServiceThere: '{carrier} has no {service} service to this destination',
  deferred: 'Left to the merchant’s rules',
  patternUnchecked: 'Reference pattern not checked: this order’s rules used up their share of pattern matching',
  /** A default's name in the trace. */
  defaultOf: 'Default of “{set}”',
  defaultAlone: 'Default',
  platformDefault: 'Platform default: Sameday fleet with the order’s service',
} as const;
