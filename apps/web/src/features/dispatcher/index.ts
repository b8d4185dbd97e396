/*
 * What the rest of the app may use of the dispatcher feature: the shipping rules' path.
 * The router mounts its pages lazily: shipping-rules-page.tsx (/settings/shipping-rules) and,
 * for the operations console, operations-rules-page.tsx (a merchant's operations rule set in
 * the same editor, the merchant's id from the route's `:merchantId`).
 */
export { SHIPPING_RULES_PATH } from './paths';
