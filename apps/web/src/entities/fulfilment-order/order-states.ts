import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FulfilmentLocation, FulfilmentOrderState } from '@sameday/contract';

/*
 * A fulfilment order's states and warehouses as the merchant's screens and the operations
 * console both show them, in the reader's language with the contract's English.
 */

export const FULFILMENT_ORDER_STATE_LABELS: Readonly<Record<FulfilmentOrderState, MessageDescriptor>> = {
  new: msg`New`,
  awaiting_stock: msg`Awaiting stock`,
  reserved: msg`Reserved`,
  picking: msg`Picking`,
  packed: msg`Packed`,
  handed_over: msg`Handed over`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

/** The colour of each state's badge. */
export const FULFILMENT_ORDER_STATE_COLORS: Readonly<Record<FulfilmentOrderState, string>> = {
  new: 'gray',
  awaiting_stock: 'orange',
  reserved: 'blue',
  picking: 'indigo',
  packed: 'violet',
  handed_over: 'teal',
  delivered: 'green',
  cancelled: 'red',
};

export const FULFILMENT_LOCATION_LABELS: Readonly<Record<FulfilmentLocation, MessageDescriptor>> = {
  dubai: msg`Dubai`,
  abu_dhabi: msg`Abu Dhabi`,
};

export const fulfilmentOrderStateName = (state: FulfilmentOrderState) => i18n._(FULFILMENT_ORDER_STATE_LABELS[state]);
export const fulfilmentLocationName = (location: FulfilmentLocation) => i18n._(FULFILMENT_LOCATION_LABELS[location]);
