import { plural, t } from '@lingui/core/macro';
import type { Order, StateChangeResult } from '@sameday/contract';
import { track } from '../../../shared/analytics';
import { translateContractText } from '../../../shared/i18n';
import { showToast } from '../../../shared/ui/toast';
import { formatShortDay } from './format';

/** The merchant's two choices for an order held after its second failed delivery. */
export type HoldChoiceKind = 'reattempt' | 'return';

export const isOnHold = (order: Pick<Order, 'status'>) => order.status === 'on_hold';

/** What became of an order that moved: "delivered again on Fri 27 Nov", "returning to your pickup address". */
const movedText = (kind: HoldChoiceKind, deliveryDate?: string) => {
  if (kind === 'reattempt' && deliveryDate) {
    const day = formatShortDay(deliveryDate);
    return t`out for delivery again on ${day}`;
  }
  return t`returning to your pickup address`;
};

/** The same, as a line of its own: "Out for delivery again on Fri 27 Nov". */
const movedLine = (kind: HoldChoiceKind, deliveryDate?: string) => {
  if (kind === 'reattempt' && deliveryDate) {
    const day = formatShortDay(deliveryDate);
    return t`Out for delivery again on ${day}`;
  }
  return t`Returning to your pickup address`;
};

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
  const id = moved[0]?.id ?? '';
  const what = movedText(kind, deliveryDate);
  const message =
    moved.length === 1
      ? t`Order ${id} is ${what}.`
      : t`${plural(moved.length, { one: '# order is', other: '# orders are' })} ${what}.`;
  showToast({ message, tone: 'success' });
  return true;
}

/** One sentence for the whole answer, and one line per order. */
export function outcomeOf(kind: HoldChoiceKind, results: StateChangeResult[], deliveryDate?: string) {
  const moved = results.filter((result) => result.status === 'OK').length;
  const failed = results.length - moved;
  const total = results.length;
  const what = movedText(kind, deliveryDate);
  const ofTotal = plural(total, { one: '# order', other: '# orders' });
  const summary =
    moved === 0
      ? plural(total, { one: 'None of the # order could be changed.', other: 'None of the # orders could be changed.' })
      : moved === 1
        ? t`1 of ${ofTotal} is ${what}; ${failed} could not be changed.`
        : t`${moved} of ${ofTotal} are ${what}; ${failed} could not be changed.`;
  const lines = results.map((result) => ({
    id: result.id,
    text:
      result.status === 'OK'
        ? movedLine(kind, deliveryDate)
        : `${t`not changed.`} ${result.error?.message ? translateContractText(result.error.message) : ''}`.trim(),
  }));
  return { summary, lines };
}
