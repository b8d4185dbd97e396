import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Incoterm, ShipmentDocument, ShipmentState } from '@sameday/contract';

/*
 * Shipment states, documents and incoterms as the merchant reads them, keyed by the contract's
 * codes (their English is SHIPMENT_STATE_LABELS, SHIPMENT_DOCUMENT_LABELS and INCOTERM_LABELS).
 */
export const SHIPMENT_STATE_NAMES: Record<ShipmentState, MessageDescriptor> = {
  booked: msg`Booked`,
  picked_up: msg`Picked up`,
  in_transit: msg`In transit`,
  out_for_delivery: msg({ message: 'Out for delivery', context: 'shipment' }),
  delivered: msg`Delivered`,
  exception: msg`Exception`,
  returned: msg`Returned`,
  cancelled: msg({ message: 'Cancelled', context: 'shipment' }),
};

export const SHIPMENT_DOCUMENT_NAMES: Record<ShipmentDocument, MessageDescriptor> = {
  commercial_invoice: msg`Commercial invoice`,
  packing_list: msg`Packing list`,
};

export const INCOTERM_NAMES: Record<Incoterm, MessageDescriptor> = {
  DAP: msg`DAP — the recipient pays duties`,
  DDP: msg`DDP — the sender pays duties`,
};
