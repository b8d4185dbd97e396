import type { Order } from '@sameday/contract';
import { useCallback, useEffect, useState } from 'react';

/**
 * The orders ticked for a bulk action. A new tab, search or range (another
 * `filterKey`) starts a new selection, and selected rows follow their latest
 * state in `orders` (after a bulk action the list is fetched again).
 */
export function useOrderSelection(orders: Order[], filterKey: string) {
  const [selected, setSelected] = useState<Map<string, Order>>(() => new Map());
  // Reset in the same render that shows the new list.
  const [selectionFilterKey, setSelectionFilterKey] = useState(filterKey);
  if (selectionFilterKey !== filterKey) {
    setSelectionFilterKey(filterKey);
    setSelected(new Map());
  }
  useEffect(() => {
    setSelected((current) => {
      if (current.size === 0) return current;
      const fresh = new Map(orders.map((order) => [order.id, order]));
      let changed = false;
      const next = new Map<string, Order>();
      for (const [id, order] of current) {
        const latest = fresh.get(id);
        if (latest && latest !== order) changed = true;
        if (latest) next.set(id, latest);
        else changed = true;
      }
      return changed ? next : current;
    });
  }, [orders]);

  const toggle = useCallback((order: Order) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.id)) next.delete(order.id);
      else next.set(order.id, order);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setSelected((current) =>
      orders.length > 0 && orders.every((order) => current.has(order.id))
        ? new Map()
        : new Map(orders.map((order) => [order.id, order])),
    );
  }, [orders]);
  const drop = useCallback((ids: string[]) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const id of ids) next.delete(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);

  return { selected, toggle, toggleAll, drop, clear };
}
