import { useLingui } from '@lingui/react/macro';
import type { CourierStop } from '@sameday/contract';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { ParcelRow } from '../components/parcel-row';
import { refusalText } from '../messages';
import { newId } from '../outbox/queue';
import { record, useCourierState } from '../sync';
import { checkScans, normaliseCode } from '../view';

const Scanner = lazy(() => import('../components/scanner').then((module) => ({ default: module.Scanner })));

/**
 * At a pickup: each parcel's label is scanned with the camera or its number typed; the screen
 * shows what is collected, missing and extra, and sends them all (missing and extra are reported).
 */
export function PickupPanel({ stop, canAct, onDone }: { stop: CourierStop; canAct: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const [scanned, setScanned] = useState<string[]>([]);
  const [scanning, setScanning] = useState(false);
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  /** The last collection sent from this screen, to show the server's answer for it. */
  const [sent, setSent] = useState<string | null>(null);
  const waiting = stop.parcels.filter((parcel) => parcel.status === 'ready_for_collection');
  const check = checkScans(waiting, scanned);
  const add = (code: string) => {
    const clean = code.trim();
    if (!clean) return;
    setScanned((before) =>
      before.some((known) => normaliseCode(known) === normaliseCode(clean)) ? before : [...before, clean],
    );
  };
  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    add(typed);
    setTyped('');
  };
  const send = async () => {
    const id = newId();
    await record({ id, at: new Date().toISOString(), kind: 'collect', stopId: stop.id, scanned });
    setSent(id);
    setScanned([]);
    setConfirming(false);
    onDone();
  };
  const needsConfirmation = check.missing.length > 0 || check.extra.length > 0;

  const answer = sent ? <CollectAnswer id={sent} stop={stop} /> : null;
  if (waiting.length === 0)
    return (
      <>
        {answer}
        <p className="card ok-text">{t`Every parcel of this pickup is collected.`}</p>
      </>
    );

  return (
    <section className="stack" aria-label={t`Collect parcels`}>
      {answer}
      <ul className="parcels">
        {waiting.map((parcel) => {
          const isScanned = check.collected.includes(parcel);
          const some = check.scannedOf(parcel);
          const count = parcel.parcelCount;
          return (
            <ParcelRow
              key={parcel.orderId}
              parcel={parcel}
              done={isScanned}
              state={isScanned ? t`Scanned` : some > 0 ? t`${some} of ${count} scanned` : t`Not scanned`}
            />
          );
        })}
      </ul>
      {scanning ? (
        <Suspense fallback={<p className="muted">{t`Opening the camera…`}</p>}>
          <Scanner onCode={add} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <button type="button" className="button secondary" onClick={() => setScanning(true)} disabled={!canAct}>
          {t`Scan labels with the camera`}
        </button>
      )}
      <form className="entry" onSubmit={submitTyped}>
        <label className="field">
          <span className="label">{t`Or type the parcel number`}</span>
          <input
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoCapitalize="characters"
            autoComplete="off"
            dir="ltr"
            disabled={!canAct}
          />
        </label>
        <button type="submit" className="button secondary" disabled={!canAct || !typed.trim()}>
          {t`Add`}
        </button>
      </form>
      <div className="summary" aria-live="polite">
        <p>{t`Collected: ${check.collected.length} of ${waiting.length}`}</p>
        {check.missing.length ? (
          <p className="warn">
            {t`Missing: ${check.missing.length}`} —{' '}
            <bdi>{check.missing.map((parcel) => parcel.reference).join(', ')}</bdi>
          </p>
        ) : null}
        {check.extra.length ? (
          <p className="warn">
            {t`Not on this stop: ${check.extra.length}`} — <bdi>{check.extra.join(', ')}</bdi>
          </p>
        ) : null}
      </div>
      {confirming ? (
        <div className="card confirm" role="alertdialog" aria-label={t`Send with missing or extra parcels?`}>
          <p>{t`Some parcels are missing or not on this stop. They are reported to operations with the collection.`}</p>
          <div className="row gap">
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              {t`Keep scanning`}
            </button>
            <button type="button" className="button primary" onClick={() => void send()}>
              {t`Report and collect`}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button primary"
          disabled={!canAct || scanned.length === 0}
          onClick={() => (needsConfirmation ? setConfirming(true) : void send())}
        >
          {t`Confirm collection`}
        </button>
      )}
    </section>
  );
}

/** What became of a collection: kept on the phone until sent, then the server's count of collected, missing and extra. */
function CollectAnswer({ id, stop }: { id: string; stop: CourierStop }) {
  const { t } = useLingui();
  const state = useCourierState();
  const result = state.results.find((candidate) => candidate.id === id);
  const waitingHere = state.items.some((item) => item.id === id && !item.refused);
  if (!result)
    return waitingHere ? (
      <p className="card small">{t`Collection kept on the phone: it is sent when there is signal.`}</p>
    ) : null;
  if (result.outcome === 'refused')
    return (
      <p className="card error" role="alert">
        {refusalText(result.message ?? '')}
      </p>
    );
  const reference = (orderId: string) =>
    stop.parcels.find((parcel) => parcel.orderId === orderId)?.reference ?? orderId;
  const missing = (result.missing ?? []).map(reference);
  const extra = result.extra ?? [];
  return (
    <div className="card small" role="status">
      <p className="ok-text">{t`Collection recorded: ${result.collected?.length ?? 0} collected.`}</p>
      {missing.length ? (
        <p className="warn">
          {t`Reported missing: ${missing.length}`} — <bdi>{missing.join(', ')}</bdi>
        </p>
      ) : null}
      {extra.length ? (
        <p className="warn">
          {t`Reported as not on this stop: ${extra.length}`} — <bdi>{extra.join(', ')}</bdi>
        </p>
      ) : null}
    </div>
  );
}
