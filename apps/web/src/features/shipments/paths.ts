/** The shipments screens' paths. */
export const SHIPMENTS_PATH = '/shipments';
export const NEW_INTERNATIONAL_SHIPMENT_PATH = '/shipments/international/new';
export const SHIPMENT_SETTINGS_PATH = '/shipments/settings';
