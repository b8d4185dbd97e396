/** The orders feature's query keys: every list, count and record sits below ['orders']. */
/** `kind: 'return'` keeps customer returns only; `exported: 'no'` the orders the merchant's system has not yet exported. */
export type OrdersFilters = {
  group?: string;
  q?: string;
  from?: string;
  to?: string;
  kind?: 'return';
  exported?: 'no';
};

export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (filters: OrdersFilters) => [...ordersKeys.lists(), filters] as const,
  counts: (range: { from?: string; to?: string }) => [...ordersKeys.all, 'counts', range] as const,
  detail: (id: string) => [...ordersKeys.all, 'detail', id] as const,
  history: (id: string) => [...ordersKeys.all, 'history', id] as const,
  decision: (id: string) => [...ordersKeys.all, 'decision', id] as const,
  rates: (request: unknown) => [...ordersKeys.all, 'rates', request] as const,
};
