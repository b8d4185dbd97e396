/*
 * Adding or editing a pickup address (POST / PATCH {platform}/partner/addresses): the form with
 * the region's labels, and the calls that save and delete one. The pickup addresses screen and
 * the single-shipment form (its "Add a pickup address" dialog) both use it.
 */
export { AddressForm } from './address-form';
export { type AddressBody, pickupZonesKeys, useDeleteAddress, useSaveAddress } from './api/addresses';
export { type RegionConfig, regionKeys, useRegionConfig } from './api/get-region-config';
