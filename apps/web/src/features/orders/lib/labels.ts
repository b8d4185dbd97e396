import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { OrderStatus, OrderStatusGroupKey, ServiceKind } from '@sameday/contract';
import { useMemo } from 'react';
import { ORDER_STATUS_NAMES } from '../../../entities/order-status';
import { SERVICE_KIND_LABELS } from '../../../entities/places';

/*
 * The names of order states, tab groups and services as the merchant reads them, keyed by the
 * contract's codes (their English is the contract's ORDER_STATUS_LABELS, ORDER_STATUS_GROUPS and
 * SERVICE_KIND_LABELS, word for word). Every screen of the orders area shows them from here.
 */
export { ORDER_STATUS_NAMES } from '../../../entities/order-status';

export const ORDER_GROUP_NAMES: Record<OrderStatusGroupKey | 'all', MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  ready_for_collection: msg`Ready for Collection`,
  in_transit: msg`In transit`,
  attention: msg`Needs attention`,
  delivered: msg`Delivered`,
  returns: msg`Returns`,
  cancelled: msg`Cancelled`,
};

export type OrderLabels = {
  status: (status: string) => string;
  statusNames: Record<OrderStatus, string>;
  group: (key: OrderStatusGroupKey | 'all') => string;
  service: (kind: ServiceKind) => string;
};

/** The names above in the current language (re-rendered when it changes). */
export function useOrderLabels(): OrderLabels {
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale changes what i18n._ answers
  return useMemo(() => {
    const statusNames = Object.fromEntries(
      Object.entries(ORDER_STATUS_NAMES).map(([code, name]) => [code, i18n._(name)]),
    ) as Record<OrderStatus, string>;
    return {
      status: (status) => statusNames[status as OrderStatus] ?? status,
      statusNames,
      group: (key) => i18n._(ORDER_GROUP_NAMES[key]),
      service: (kind) => i18n._(SERVICE_KIND_LABELS[kind]),
    };
  }, [i18n, i18n.locale]);
}
