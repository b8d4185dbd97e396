import { useLingui } from '@lingui/react/macro';
import type { CourierShift, CourierStop } from '@sameday/contract';
import { formatTime } from '../i18n';
import { geoLink, mapsLink, stopDone } from '../view';
import { DropoffPanel } from './dropoff';
import { HandInPanel } from './hand-in';
import { LoadPanel } from './load';
import { ManifestPanel } from './manifest';
import { PickupPanel } from './pickup';
import { StopKind } from './today';

/** One stop: where and when, the way there in the maps app, and its work. */
export function StopScreen({
  stop,
  shift,
  onBack,
  onNext,
}: {
  stop: CourierStop;
  shift: CourierShift | null;
  onBack: () => void;
  /** Opens the next stop still to do; absent when this is the last. */
  onNext?: () => void;
}) {
  const { t } = useLingui();
  const canAct = shift?.state === 'on_shift';
  return (
    <main className="screen">
      <button type="button" className="button link back" onClick={onBack}>
        <span aria-hidden="true" className="flip">
          ←
        </span>
        {t`All stops`}
      </button>
      <header className="stack tight">
        <div className="row">
          <StopKind stop={stop} />
          <span className="window">{t`Window ${formatTime(stop.window.from)}–${formatTime(stop.window.to)}`}</span>
        </div>
        {/* No isolate here: alone in its element, a name in Arabic with its area in English follows the
            page's direction (an isolate would take the direction of its first letter). */}
        <h1>{stop.label}</h1>
        <p className="muted">{stop.address}</p>
        {stop.predictedArrival ? <p className="small">{t`Expected at ${formatTime(stop.predictedArrival)}`}</p> : null}
        <div className="row gap">
          <a className="button secondary" href={mapsLink(stop)} target="_blank" rel="noreferrer">
            {t`Open in Maps`}
          </a>
          <a className="button secondary" href={geoLink(stop)}>
            {t`Other maps app`}
          </a>
        </div>
      </header>
      {canAct ? null : (
        <p className="card warn" role="status">
          {shift?.state === 'on_break' ? t`End your break to record work.` : t`Start your shift first.`}
        </p>
      )}
      {stop.kind === 'pickup' ? <PickupPanel stop={stop} canAct={canAct} onDone={() => undefined} /> : null}
      {stop.kind === 'pickup' ? <ManifestPanel stop={stop} canAct={canAct} /> : null}
      {stop.kind === 'dropoff' ? <DropoffPanel stop={stop} canAct={canAct} /> : null}
      {stop.kind === 'depot' ? <HandInPanel stop={stop} canAct={canAct} /> : null}
      {stop.kind === 'load' ? <LoadPanel stop={stop} canAct={canAct} /> : null}
      {stopDone(stop) && onNext ? (
        <button type="button" className="button primary next" onClick={onNext}>
          {t`Next stop`}
        </button>
      ) : null}
    </main>
  );
}
