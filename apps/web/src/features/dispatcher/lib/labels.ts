import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type ConditionField,
  DISPATCH_CARRIER_LABELS,
  DISPATCH_SERVICE_LABELS,
  type DispatchCarrierCode,
} from '@sameday/contract';
import { EMIRATE_LABELS } from '../../../entities/places';

/*
 * The contract's names shown by the rule editor, in the reader's language (the same English).
 * Brand names (Aramex) stay as they are.
 */

const SERVICE_LABELS: Record<string, MessageDescriptor> = {
  same_day: msg`Same day`,
  next_day: msg`Next day`,
  four_hour: msg`4-hour`,
  domestic_overnight: msg`Domestic Overnight`,
  priority_parcel_express: msg`Priority Parcel Express`,
  economy_parcel_express: msg`Economy Parcel Express`,
};

const CARRIER_LABELS: Partial<Record<DispatchCarrierCode, MessageDescriptor>> = {
  sameday: msg`Sameday fleet`,
};

export const emirateName = (emirate: string) => {
  const label = (EMIRATE_LABELS as Record<string, MessageDescriptor | undefined>)[emirate];
  return label ? i18n._(label) : emirate;
};

/** A service of the platform or of a carrier: "Same day", "Standard". */
export const serviceName = (service: string) => {
  const label = SERVICE_LABELS[service];
  return label ? i18n._(label) : (DISPATCH_SERVICE_LABELS[service] ?? service);
};

export const carrierName = (carrier: DispatchCarrierCode) => {
  const label = CARRIER_LABELS[carrier];
  return label ? i18n._(label) : (DISPATCH_CARRIER_LABELS[carrier] ?? carrier);
};

/** A condition's fact as a choice in a list: "Emirate", "Weight (kg)" (the contract's clause subjects). */
const FIELD_LABELS: Record<ConditionField, MessageDescriptor> = {
  destination_emirate: msg`Emirate`,
  destination_country: msg`Country`,
  service_kind: msg`Service`,
  weight_kg: msg`Weight (kg)`,
  longest_side_cm: msg`Longest side (cm)`,
  cod: msg`Cash on delivery`,
  order_value_fils: msg`Order value (AED)`,
  parcel_count: msg`Number of parcels`,
  pickup_location: msg`Pickup address`,
  pickup_emirate: msg`Pickup emirate`,
  time_of_day: msg`Time in Dubai`,
  reference: msg`Reference`,
  tags: msg`Tags`,
  merchant: msg`Merchant`,
};

export const fieldLabel = (field: ConditionField) => i18n._(FIELD_LABELS[field]);

/** How a condition compares (the contract's OPERATOR_LABELS). */
const OPERATOR_LABELS: Record<string, MessageDescriptor> = {
  in: msg`is one of`,
  not_in: msg`is not one of`,
  gt: msg`is more than`,
  gte: msg`is at least`,
  lt: msg`is less than`,
  lte: msg`is at most`,
  eq: msg`is exactly`,
  is: msg`is`,
  between: msg`is between`,
  equals: msg`is`,
  starts_with: msg`starts with`,
  contains: msg`contains`,
  matches: msg`matches`,
  any_of: msg`include any of`,
  none_of: msg`include none of`,
};

export const operatorLabel = (operator: string) => {
  const label = OPERATOR_LABELS[operator];
  return label ? i18n._(label) : operator;
};
