import type { Order, StateChangeResult } from '@sameday/contract';
import { track } from '../../../shared/analytics';
import { showToast } from '../../../shared/ui/toast';
import { formatShortDay, plural } from './format';

/** The merchant's two choices for an order held after its second failed delivery. */
export type HoldChoiceKind = 'reattempt' | 'return';

export const isOnHold = (order: Pick<Order, 'status'>) => order.status === 'on_hold';

/** What became of an order that moved: "delivered again on Fri 27 Nov", "returning to your pickup address". */
const movedText = (kind: HoldChoiceKind, deliveryDate?: string) =>
  kind === 'reattempt' && deliveryDate
    ? `out for delivery again on ${formatShortDay(deliveryDate)}`
    : 'returning to your pickup address';

/**
 * After the answer: when every order moved, a toast says so and the dialog closes (true);
 * otherwise the dialog shows each order's outcome (false).
 */
export function holdChoiceDone(kind: HoldChoiceKind, results: StateChangeResult[], deliveryDate?: string): boolean {
  const moved = results.filter((result) => result.status === 'OK');
  track({
    event: 'order details',
    action: kind === 'reattempt' ? 'reattempt' : 'return_to_origin',
    count: moved.length,
  });
  if (moved.length < results.length) return false;
  const subject = moved.length === 1 ? `Order ${moved[0]?.id} is` : `${moved.length} orders are`;
  showToast({ message: `${subject} ${movedText(kind, deliveryDate)}.`, tone: 'success' });
  return true;
}

/** One sentence for the whole answer, and one line per order. */
export function outcomeOf(kind: HoldChoiceKind, results: StateChangeResult[], deliveryDate?: string) {
  const moved = results.filter((result) => result.status === 'OK').length;
  const failed = results.length - moved;
  const summary =
    moved === 0
      ? `None of the ${plural(results.length, 'order')} could be changed.`
      : `${moved} of ${plural(results.length, 'order')} ${moved === 1 ? 'is' : 'are'} ${movedText(kind, deliveryDate)}; ${failed} could not be changed.`;
  const lines = results.map((result) => ({
    id: result.id,
    text:
      result.status === 'OK'
        ? movedText(kind, deliveryDate).replace(/^./, (first) => first.toUpperCase())
        : `not changed. ${result.error?.message ?? ''}`.trim(),
  }));
  return { summary, lines };
}
