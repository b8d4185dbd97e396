/*
 * How a new single shipment starts (GET {platform}/account/shipping-profile), read
 * by the order form and by the account screens that show and change it.
 */
export { getShippingProfile, shippingProfileKeys, shippingProfileQueryOptions } from './api/shipping-profile-query';
export { useShippingProfile } from './api/use-shipping-profile';
