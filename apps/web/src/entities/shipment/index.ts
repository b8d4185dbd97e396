/*
 * A shipment booked with a carrier, as the order drawer and the shipments screens both show it:
 * the shipments that carry an order, and the carrier's address problem with its correction.
 */
export { AddressIssue } from './address-issue';
export { SHIPMENTS_QUERY_ROOT, useCorrectAddress, useOrderShipments } from './api/shipment-api';
