import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  type ExportFormat,
  type LabelFormat,
  type Order,
  type OrderStatus,
  type StateChangeResult,
  WEB_ROUTES,
} from '@sameday/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { track } from '../../../shared/analytics';
import { useIsPhone } from '../../../shared/hooks/use-is-phone';
import { translateContractText } from '../../../shared/i18n';
import { showToast } from '../../../shared/ui/toast';
import { useChangeOrderState } from '../api/change-order-state';
import { downloadLabels } from '../api/download-labels';
import { type ExportSelection, exportOrders } from '../api/export-orders';
import { trackingLinkQueryOptions } from '../api/get-tracking-link';
import { CancelOrdersDialog } from '../components/cancel-orders-dialog';
import { HoldChoiceDialog, type HoldChoiceRequest } from '../components/hold-choice-dialog';
import { ORDER_STATUS_NAMES } from './labels';

export type OrderRef = Pick<Order, 'id' | 'status'>;

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'ready_for_collection'];
export const canMarkReady = (order: OrderRef) => order.status === 'pending';
export const canCancel = (order: OrderRef) => CANCELLABLE.includes(order.status);

/** One sentence for the orders that did not move: the first reasons, then how many more. */
function failureSentence(failed: StateChangeResult[]): string {
  const shown = failed
    .slice(0, 3)
    .map(
      (result) =>
        `${result.id}: ${result.error?.message ? translateContractText(result.error.message) : t`not changed`}`,
    );
  const moreCount = failed.length - 3;
  const more = failed.length > 3 ? ` ${t`and ${moreCount} more`}` : '';
  return `${shown.join(' ')}${more}`;
}

/** An error's sentence in the current language when it is one the contract fixes. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? translateContractText(error.message) : fallback;

export type OrderActions = {
  markReady: (orders: readonly OrderRef[]) => Promise<StateChangeResult[] | undefined>;
  requestCancel: (orders: readonly OrderRef[], onDone?: (results: StateChangeResult[]) => void) => void;
  /** Opens the day picker of a reattempt for held orders. */
  requestReattempt: (orders: readonly Order[], onDone?: (results: StateChangeResult[]) => void) => void;
  /** Opens the confirmation of a return to origin for held orders. */
  requestReturn: (orders: readonly Order[], onDone?: (results: StateChangeResult[]) => void) => void;
  downloadLabel: (ids: readonly string[], format?: LabelFormat) => Promise<void>;
  exportOrders: (selection: ExportSelection, format: ExportFormat) => Promise<void>;
  edit: (id: string) => void;
  duplicate: (id: string) => void;
  /** Copies the order's tracking page address, for the merchant to paste to the recipient. */
  copyTrackingLink: (id: string) => Promise<void>;
  /** Hands the tracking link to the phone's share sheet (only when `canShareLinks`). */
  shareTrackingLink: (id: string) => Promise<void>;
  /** On a phone whose browser has the Web Share API. */
  canShareLinks: boolean;
  isChanging: boolean;
  /** The cancel confirmation and the held orders' choice: the screen renders them once. */
  dialogs: ReactNode;
};

/**
 * The order actions shared by the table, the bulk bar and the drawer: each
 * answers with a toast that says which orders moved and why the others did not.
 */
export function useOrderActions(): OrderActions {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const changeState = useChangeOrderState();
  const [pendingCancel, setPendingCancel] = useState<{
    orders: OrderRef[];
    onDone?: (results: StateChangeResult[]) => void;
  }>();
  const [holdChoice, setHoldChoice] = useState<HoldChoiceRequest>();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const canShareLinks = isPhone && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const trackingLinkOf = (id: string) => queryClient.fetchQuery(trackingLinkQueryOptions(id));

  const change = async (orders: readonly OrderRef[], state: OrderStatus) => {
    try {
      const results = await changeState.mutateAsync({ ids: orders.map((order) => order.id), state });
      const moved = results.filter((result) => result.status === 'OK');
      const failed = results.filter((result) => result.status !== 'OK');
      const label = i18n._(ORDER_STATUS_NAMES[state]);
      if (moved.length > 0) {
        const id = moved[0]?.id ?? '';
        const sentence =
          moved.length === 1
            ? t`Order ${id} is ${label}.`
            : t`${plural(moved.length, { one: '# order is', other: '# orders are' })} ${label}.`;
        const next =
          state === 'ready_for_collection'
            ? ` ${t`A courier collects each order by its delivery day, shown in the Ready for Collection tab; someone must be at the pickup address.`}`
            : '';
        showToast({ message: `${sentence}${next}`, tone: 'success' });
      }
      if (failed.length > 0) {
        const subject = plural(failed.length, {
          one: '# order could not become',
          other: '# orders could not become',
        });
        const couldNot = t`${subject} ${label}.`;
        showToast({ message: `${couldNot} ${failureSentence(failed)}`, tone: 'error' });
      }
      track({ event: 'order details', action: state, count: moved.length });
      return results;
    } catch (error) {
      showToast({ message: messageOf(error, t`The orders could not be changed.`), tone: 'error' });
      return undefined;
    }
  };

  const confirmCancel = async () => {
    if (!pendingCancel) return;
    const results = await change(pendingCancel.orders, 'cancelled');
    if (results) pendingCancel.onDone?.(results);
    setPendingCancel(undefined);
  };

  const dialogs = (
    <>
      <CancelOrdersDialog
        orders={pendingCancel?.orders ?? []}
        opened={Boolean(pendingCancel)}
        isCancelling={changeState.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setPendingCancel(undefined)}
      />
      <HoldChoiceDialog request={holdChoice} onClose={() => setHoldChoice(undefined)} />
    </>
  );

  return {
    markReady: (orders) => change(orders, 'ready_for_collection'),
    requestCancel: (orders, onDone) => setPendingCancel({ orders: [...orders], onDone }),
    requestReattempt: (orders, onDone) => setHoldChoice({ kind: 'reattempt', orders: [...orders], onDone }),
    requestReturn: (orders, onDone) => setHoldChoice({ kind: 'return', orders: [...orders], onDone }),
    downloadLabel: async (ids, format = '4x6') => {
      try {
        const filename = await downloadLabels(ids, format);
        showToast({ message: t`Downloaded ${filename}.`, tone: 'success', autoCloseMs: 4000 });
      } catch (error) {
        showToast({ message: messageOf(error, t`The label could not be downloaded.`), tone: 'error' });
      }
    },
    exportOrders: async (selection, format) => {
      try {
        const filename = await exportOrders(selection, format);
        showToast({ message: t`Exported ${filename}.`, tone: 'success', autoCloseMs: 4000 });
      } catch (error) {
        showToast({ message: messageOf(error, t`The export failed.`), tone: 'error' });
      }
    },
    edit: (id) => navigate(`${WEB_ROUTES.order}?id=${encodeURIComponent(id)}`),
    duplicate: (id) => navigate(`${WEB_ROUTES.singleShipment}?duplicate=${encodeURIComponent(id)}`),
    copyTrackingLink: async (id) => {
      let url: string | undefined;
      try {
        url = (await trackingLinkOf(id)).url;
        await navigator.clipboard.writeText(url);
        showToast({ message: t`Tracking link of order ${id} copied.`, tone: 'success', autoCloseMs: 4000 });
      } catch (error) {
        // No clipboard (an old browser, a refused permission): the link itself, to copy by hand.
        showToast({
          message: url
            ? t`Copy the tracking link by hand: ${url}`
            : messageOf(error, t`The tracking link could not be loaded.`),
          tone: 'error',
        });
      }
    },
    shareTrackingLink: async (id) => {
      try {
        const { url } = await trackingLinkOf(id);
        await navigator.share({ title: t`Track your Sameday delivery`, text: t`Follow order ${id} here:`, url });
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        showToast({ message: messageOf(error, t`The tracking link could not be shared.`), tone: 'error' });
      }
    },
    canShareLinks,
    isChanging: changeState.isPending,
    dialogs,
  };
}
