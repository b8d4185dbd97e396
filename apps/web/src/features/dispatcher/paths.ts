/** The merchant's shipping rules, beside the other settings. */
export const SHIPPING_RULES_PATH = '/settings/shipping-rules';
