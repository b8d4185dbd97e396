import { ORDER_STATUS_GROUPS, type OrderStatusGroupKey } from '@sameday/contract';

/** A tab of the orders page: a group of states, or every order. */
export type TabKey = OrderStatusGroupKey | 'all';

export const TABS: { key: TabKey; label: string }[] = [
  ...ORDER_STATUS_GROUPS.map((group) => ({ key: group.key, label: group.label })),
  { key: 'all', label: 'All' },
];

/** The tab the page opens on; the URL names only the others. */
export const DEFAULT_TAB: TabKey = 'pending';

export const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

export const tabLabel = (key: TabKey) => TABS.find((candidate) => candidate.key === key)?.label ?? 'All';
