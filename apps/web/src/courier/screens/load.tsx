import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CourierStop } from '@sameday/contract';
import { useState } from 'react';
import { ParcelRow } from '../components/parcel-row';
import { refusalText } from '../messages';
import { newId } from '../outbox/queue';
import { record, useCourierState } from '../sync';

/**
 * At a load-at-depot stop (decision 078): the parcels handed in on an earlier day, waiting at the
 * depot for today's deliveries, counted, and one "Loaded" for them all: they are out for delivery,
 * kept on the phone and sent when there is signal. The drop-offs follow as every delivery's.
 */
export function LoadPanel({ stop, canAct }: { stop: CourierStop; canAct: boolean }) {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const waiting = stop.parcels.filter((parcel) => parcel.status === 'received_at_depot');
  const count = stop.parcels.reduce((sum, parcel) => sum + parcel.parcelCount, 0);
  const send = async () => {
    const id = newId();
    await record({ id, at: new Date().toISOString(), kind: 'load', stopId: stop.id });
    setSent(id);
  };
  return (
    <section className="stack" aria-label={t`Load parcels`}>
      <p className="card">
        {plural(count, {
          one: 'Load # parcel at the depot’s desk: it is delivered on this route.',
          other: 'Load # parcels at the depot’s desk: they are delivered on this route.',
        })}
      </p>
      {sent ? <LoadAnswer id={sent} /> : null}
      <ul className="parcels">
        {stop.parcels.map((parcel) => (
          <ParcelRow
            key={parcel.orderId}
            parcel={parcel}
            done={parcel.status !== 'received_at_depot'}
            state={parcel.status === 'received_at_depot' ? t`At the depot` : t`Loaded`}
          />
        ))}
      </ul>
      {waiting.length === 0 && stop.parcels.length > 0 ? (
        <p className="card ok-text">{t`Every parcel of this stop is loaded: out for delivery.`}</p>
      ) : (
        <button type="button" className="button primary" disabled={!canAct} onClick={() => void send()}>
          {t`Loaded, out for delivery`}
        </button>
      )}
    </section>
  );
}

/** What the server answered for the load sent from this screen, or that it waits for signal. */
function LoadAnswer({ id }: { id: string }) {
  const { t } = useLingui();
  const state = useCourierState();
  const result = state.results.find((candidate) => candidate.id === id);
  if (!result) {
    const waiting = state.items.some((item) => item.id === id && !item.refused);
    return waiting ? <p className="card small">{t`Load kept on the phone: it is sent when there is signal.`}</p> : null;
  }
  if (result.outcome === 'refused')
    return (
      <p className="card error" role="alert">
        {refusalText(result.message ?? '')}
      </p>
    );
  const loaded = result.loaded?.length ?? 0;
  return <p className="card small ok-text" role="status">{t`Load recorded: ${loaded} out for delivery.`}</p>;
}
