import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FulfilmentLocation, FulfilmentOrderState, MovementKind } from '@sameday/contract';
import { EMIRATE_LABELS } from '../../../entities/places';

/** The contract's names of order states, warehouses and movements, in the reader's language (same English). */
export const ORDER_STATE_LABELS: Record<FulfilmentOrderState, MessageDescriptor> = {
  new: msg`New`,
  awaiting_stock: msg`Awaiting stock`,
  reserved: msg`Reserved`,
  picking: msg`Picking`,
  packed: msg`Packed`,
  handed_over: msg`Handed over`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

export const LOCATION_LABELS: Record<FulfilmentLocation, MessageDescriptor> = {
  dubai: msg`Dubai`,
  abu_dhabi: msg`Abu Dhabi`,
};

export const MOVEMENT_LABELS: Record<MovementKind, MessageDescriptor> = {
  inbound_receipt: msg`Inbound receipt`,
  reservation: msg`Reservation`,
  release: msg`Release`,
  pick: msg`Pick`,
  adjustment: msg`Adjustment`,
  return_to_stock: msg`Return to stock`,
};

export const locationLabel = (location: FulfilmentLocation) => i18n._(LOCATION_LABELS[location]);
export const orderStateLabel = (state: FulfilmentOrderState) => i18n._(ORDER_STATE_LABELS[state]);

/** An emirate's name in the reader's language; a name outside the list stays as written. */
export const emirateLabel = (emirate: string) => {
  const label = (EMIRATE_LABELS as Record<string, MessageDescriptor | undefined>)[emirate];
  return label ? i18n._(label) : emirate;
};
