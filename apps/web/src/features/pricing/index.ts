/*
 * The pricing feature (the API's pricing module). The router mounts
 * pricing-page.tsx (/account/pricing) directly, lazily; the rate card, which the
 * account hub also sums up, is the pricing-model entity.
 */
export {};
