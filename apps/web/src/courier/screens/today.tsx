import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CourierAction, CourierShift, CourierStop, CourierToday } from '@sameday/contract';
import type { ReactNode } from 'react';
import { formatMoney, formatTime } from '../i18n';
import { newId } from '../outbox/queue';
import { record } from '../sync';
import { cashDue, stopDone, stopsOf } from '../view';

const act = (kind: 'shift_start' | 'shift_end' | 'break_start' | 'break_end') =>
  record({ id: newId(), at: new Date().toISOString(), kind } satisfies CourierAction);

export function ShiftCard({ shift }: { shift: CourierShift | null }) {
  const { t } = useLingui();
  if (!shift) return <section className="card">{t`You have no shift today.`}</section>;
  const planned = t`Shift ${formatTime(shift.startsAt)}–${formatTime(shift.endsAt)}`;
  return (
    <section className="card shift" aria-label={t`Your shift`}>
      <div className="row">
        <strong>{planned}</strong>
        <span className={`badge ${shift.state}`}>
          {
            {
              not_started: t`Not started`,
              on_shift: t`On shift`,
              on_break: t`On a break`,
              ended: t`Ended`,
            }[shift.state]
          }
        </span>
      </div>
      {shift.state === 'not_started' ? (
        <button type="button" className="button primary" onClick={() => void act('shift_start')}>
          {t`Start shift`}
        </button>
      ) : null}
      {shift.state === 'on_shift' ? (
        <div className="row gap">
          <button type="button" className="button secondary" onClick={() => void act('break_start')}>
            {t`Take a break`}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              if (window.confirm(t`End your shift now?`)) void act('shift_end');
            }}
          >
            {t`End shift`}
          </button>
        </div>
      ) : null}
      {shift.state === 'on_break' ? (
        <button type="button" className="button primary" onClick={() => void act('break_end')}>
          {t`End break`}
        </button>
      ) : null}
      {shift.state === 'ended' && shift.endedAt ? (
        <p className="muted">{t`Shift ended at ${formatTime(shift.endedAt)}.`}</p>
      ) : null}
    </section>
  );
}

export function StopKind({ stop }: { stop: CourierStop }) {
  const { t } = useLingui();
  const names = { pickup: t`Pickup`, dropoff: t`Drop-off`, depot: t`Depot`, load: t`Load at depot` };
  return <span className={`kind ${stop.kind}`}>{names[stop.kind]}</span>;
}

function StopRow({ stop, onOpen }: { stop: CourierStop; onOpen: () => void }) {
  const { t } = useLingui();
  const done = stopDone(stop);
  const cash = cashDue(stop);
  const parcels = stop.parcels.reduce((sum, parcel) => sum + parcel.parcelCount, 0);
  const failed = stop.kind === 'dropoff' && stop.parcels.some((parcel) => parcel.status === 'delivery_failed');
  return (
    <li>
      <button type="button" className={`stop ${done ? 'done' : ''}`} onClick={onOpen}>
        <span className="sequence" aria-hidden="true">
          {stop.sequence}
        </span>
        <span className="stop-body">
          <span className="row">
            <StopKind stop={stop} />
            <span className="window">
              {formatTime(stop.window.from)}–{formatTime(stop.window.to)}
            </span>
          </span>
          <span className="stop-label">{stop.label}</span>
          <span className="muted">{stop.address}</span>
          <span className="row small">
            <span>{plural(parcels, { one: '# parcel', other: '# parcels' })}</span>
            {cash > 0 ? <span className="cash">{t`Cash ${formatMoney(cash)}`}</span> : null}
            {done ? <span className={`badge ${failed ? 'failed' : 'ok'}`}>{failed ? t`Failed` : t`Done`}</span> : null}
          </span>
        </span>
      </button>
    </li>
  );
}

/** The day: the shift, then every stop in order. */
export function TodayScreen({
  today,
  onOpenStop,
  onSignOut,
  afterShift,
}: {
  today: CourierToday;
  onOpenStop: (id: string) => void;
  onSignOut?: () => void;
  /** Shown under the shift (the alerts card). */
  afterShift?: ReactNode;
}) {
  const { t } = useLingui();
  const stops = stopsOf(today);
  const left = stops.filter((stop) => !stopDone(stop)).length;
  return (
    <main className="screen">
      <h1>{t`Hello, ${today.courier.firstName}`}</h1>
      <ShiftCard shift={today.shift} />
      {afterShift}
      <h2>{stops.length === 0 ? t`No stops yet` : t`Stops: ${left} of ${stops.length} to do`}</h2>
      {stops.length === 0 ? (
        <p className="muted">{t`Operations plan your stops; they appear here when planned.`}</p>
      ) : null}
      <ol className="stops">
        {stops.map((stop) => (
          <StopRow key={stop.id} stop={stop} onOpen={() => onOpenStop(stop.id)} />
        ))}
      </ol>
      {onSignOut ? (
        <button type="button" className="button secondary sign-out" onClick={onSignOut}>
          {t`Sign out`}
        </button>
      ) : null}
    </main>
  );
}
