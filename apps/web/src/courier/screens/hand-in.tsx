import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CourierStop } from '@sameday/contract';
import { useState } from 'react';
import { ParcelRow } from '../components/parcel-row';
import { refusalText } from '../messages';
import { newId } from '../outbox/queue';
import { record, useCourierState } from '../sync';

/** Parcels on board for a hand-in: collected today, or brought back after a failed attempt (decision 078, later). */
const ON_BOARD = new Set(['collected', 'delivery_failed', 'on_hold', 'return_to_origin']);

/**
 * At a depot hand-in stop (decision 073): the parcels collected today for delivery on a later day,
 * and those brought back after a failed attempt (078, later), counted, and one "Handed in" for them
 * all, kept on the phone and sent when there is signal. A held or returning parcel keeps its state
 * once handed in: the stop's being done says it.
 */
export function HandInPanel({ stop, canAct }: { stop: CourierStop; canAct: boolean }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const isIn = (parcel: CourierStop['parcels'][number]) =>
    parcel.status === 'received_at_depot' || (stop.state === 'done' && ON_BOARD.has(parcel.status));
  const carried = stop.parcels.filter((parcel) => ON_BOARD.has(parcel.status) && !isIn(parcel));
  const handedIn = stop.parcels.filter(isIn);
  const onBoard: Record<string, string> = {
    collected: t`On board`,
    delivery_failed: t`On board: failed attempt`,
    on_hold: t`On board: held for the merchant’s choice`,
    return_to_origin: t`On board: to return to the merchant`,
  };
  const count = stop.parcels.reduce((sum, parcel) => sum + parcel.parcelCount, 0);
  const send = async () => {
    const id = newId();
    await record({ id, at: new Date().toISOString(), kind: 'hand_in', stopId: stop.id });
    setSent(id);
  };
  return (
    <section className="stack" aria-label={t`Hand in parcels`}>
      <p className="card">
        {plural(count, {
          one: 'Hand in # parcel at the depot’s desk: it is delivered on a later day.',
          other: 'Hand in # parcels at the depot’s desk: they are delivered on a later day.',
        })}
      </p>
      {sent ? <HandInAnswer id={sent} /> : null}
      <ul className="parcels">
        {stop.parcels.map((parcel) => (
          <ParcelRow
            key={parcel.orderId}
            parcel={parcel}
            done={isIn(parcel)}
            state={isIn(parcel) ? t`Handed in` : (onBoard[parcel.status] ?? t`Not collected`)}
          />
        ))}
      </ul>
      {handedIn.length === stop.parcels.length && stop.parcels.length > 0 ? (
        <p className="card ok-text">{t`Every parcel of this stop is handed in.`}</p>
      ) : (
        <button
          type="button"
          className="button primary"
          disabled={!canAct || carried.length === 0}
          onClick={() => void send()}
        >
          {t`Handed in`}
        </button>
      )}
    </section>
  );
}

/** What the server answered for the hand-in sent from this screen, or that it waits for signal. */
function HandInAnswer({ id }: { id: string }) {
  const { t } = useLingui();
  const state = useCourierState();
  const result = state.results.find((candidate) => candidate.id === id);
  if (!result) {
    const waiting = state.items.some((item) => item.id === id && !item.refused);
    return waiting ? (
      <p className="card small">{t`Hand-in kept on the phone: it is sent when there is signal.`}</p>
    ) : null;
  }
  if (result.outcome === 'refused')
    return (
      <p className="card error" role="alert">
        {refusalText(result.message ?? '')}
      </p>
    );
  const handed = result.handedIn?.length ?? 0;
  return <p className="card small ok-text" role="status">{t`Hand-in recorded: ${handed} handed in.`}</p>;
}
