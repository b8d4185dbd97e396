import type { Order } from '@sameday/contract';
import { usePreferencesQuery } from '../../../entities/preferences';
import { collectionDay, collectionWords, plannedWindowWords } from '../lib/collection-window';

/**
 * What a ready order is promised: once planned, its pickup stop's window; before, the day a
 * courier collects it by, from the account's cut-offs.
 */
export function useCollectionWords(order: Order): string | undefined {
  const cutOffs = usePreferencesQuery().data;
  if (order.status !== 'ready_for_collection') return undefined;
  const now = new Date();
  if (order.courier?.stop === 'pickup') return plannedWindowWords(order.courier.window, now);
  const day = collectionDay(order, cutOffs, now);
  return day ? collectionWords(day, now) : undefined;
}

/** The collection promise as a line of its own, for a ready order; nothing for the others. */
export function CollectionLine({ order, className }: { order: Order; className?: string }) {
  const words = useCollectionWords(order);
  return words ? (
    <span className={className} data-testid="collection-by">
      {words}
    </span>
  ) : null;
}
