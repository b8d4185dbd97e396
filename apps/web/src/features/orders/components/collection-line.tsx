import type { Order } from '@sameday/contract';
import { usePreferencesQuery } from '../../../entities/preferences';
import { collectionDay, collectionWindowWords, collectionWords, plannedWindowWords } from '../lib/collection-window';

/**
 * What a ready order is promised: its collection window as the server answers it (the plan's, the
 * pickup asked for, or the cut-offs'); from an older server, the planned window or the day.
 */
export function useCollectionWords(order: Order): string | undefined {
  const cutOffs = usePreferencesQuery().data;
  if (order.status !== 'ready_for_collection') return undefined;
  const now = new Date();
  // The server's window (decision 072): the plan's, the merchant's request or the cut-offs'.
  if (order.collectionWindow) return collectionWindowWords(order.collectionWindow, now);
  if (order.courier?.stop === 'pickup') return plannedWindowWords(order.courier.window, now);
  const day = collectionDay(order, cutOffs, now);
  return day ? collectionWords(day, now) : undefined;
}

/** The collection promise as a line of its own, for a ready order; nothing for the others. */
export function CollectionLine({ order, className }: { order: Order; className?: string }) {
  const words = useCollectionWords(order);
  return words ? (
    <span className={className} data-testid="collection-by" style={{ whiteSpace: 'normal' }}>
      {words}
    </span>
  ) : null;
}
