import type { MessageDescriptor } from '@lingui/core';
import { ORDER_STATUS_GROUPS, type OrderStatusGroupKey } from '@sameday/contract';
import { ORDER_GROUP_NAMES } from './labels';

/** A tab of the orders page: a group of states, or every order. */
export type TabKey = OrderStatusGroupKey | 'all';

export const TABS: { key: TabKey; label: MessageDescriptor }[] = [
  ...ORDER_STATUS_GROUPS.map((group) => ({ key: group.key, label: ORDER_GROUP_NAMES[group.key] })),
  { key: 'all', label: ORDER_GROUP_NAMES.all },
];

/** The tab the page opens on; the URL names only the others. */
export const DEFAULT_TAB: TabKey = 'pending';

export const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

export const tabLabel = (key: TabKey): MessageDescriptor => ORDER_GROUP_NAMES[key] ?? ORDER_GROUP_NAMES.all;
