import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@sameday/contract';
import { useCallback, useEffect, useState } from 'react';
import { fetchUser, refreshToken, signOut } from './api';
import { PushCard } from './components/push-card';
import { RouteChangeNote } from './components/route-change';
import { currentLocale, switchLocale } from './i18n';
import { startCourierLive } from './live';
import { refusalText } from './messages';
import { clearKept, readKept, writeKept } from './outbox/store';
import { usePositionTracking } from './positions';
import { turnOffPush } from './push';
import { SignInScreen } from './screens/sign-in';
import { StopScreen } from './screens/stop';
import { TodayScreen } from './screens/today';
import {
  dismiss,
  forgetToday,
  refreshToday,
  refusedItems,
  serverToday,
  shownToday,
  startSync,
  syncNow,
  useCourierState,
  waiting,
} from './sync';
import { stopDone, stopsOf } from './view';

const USER_KEY = 'user';
export const COURIER_PATH = '/courier';

type KeptUser = { firstName: string; email: string };
type Session = { status: 'loading' } | { status: 'signed_out' } | { status: 'signed_in'; user: KeptUser };

const keep = (user: User): KeptUser => ({ firstName: user.firstname, email: user.email });

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The stop open now, from the address (/courier/stops/{id}), so the phone's back button works. */
const read = () => decodeURIComponent(location.pathname.split('/stops/')[1] ?? '') || null;

function useStopRoute(): [string | null, (id: string | null) => void] {
  const [stopId, setStopId] = useState(read);
  useEffect(() => {
    const onPop = () => setStopId(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // One history entry for the stops: back from any stop is the list; a stop opened from a link goes to the list in place.
  const go = useCallback((id: string | null) => {
    const url = `${COURIER_PATH}/stops/${encodeURIComponent(id ?? '')}`;
    const pushed = (history.state as { stop?: boolean } | null)?.stop === true;
    if (id && read()) history.replaceState(history.state, '', url);
    else if (id) history.pushState({ stop: true }, '', url);
    else if (pushed) history.back();
    else history.replaceState(null, '', COURIER_PATH);
    setStopId(id);
    window.scrollTo(0, 0);
  }, []);
  return [stopId, go];
}

/**
 * The session at start: the courier kept on the phone opens at once (offline too); without one, an
 * open dashboard session of a courier is used. A session the server has ended signs out.
 */
function useSession(): [Session, (user: User) => void, () => Promise<void>] {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  useEffect(() => {
    void (async () => {
      const kept = await readKept<KeptUser>(USER_KEY).catch(() => undefined);
      if (kept) setSession({ status: 'signed_in', user: kept });
      try {
        const fresh = await refreshToken();
        if (!fresh) {
          await clearKept(USER_KEY);
          return setSession({ status: 'signed_out' });
        }
        if (kept) return;
        const user = await fetchUser();
        if (user?.courier) {
          await writeKept(USER_KEY, keep(user));
          setSession({ status: 'signed_in', user: keep(user) });
        } else setSession({ status: 'signed_out' });
      } catch {
        // No signal: the kept courier goes on working; without one, sign-in waits for signal.
        if (!kept) setSession({ status: 'signed_out' });
      }
    })();
  }, []);
  const signedIn = useCallback((user: User) => {
    void writeKept(USER_KEY, keep(user));
    setSession({ status: 'signed_in', user: keep(user) });
  }, []);
  const out = useCallback(async () => {
    await turnOffPush().catch(() => undefined);
    await signOut().catch(() => undefined);
    await clearKept(USER_KEY);
    await forgetToday();
    setSession({ status: 'signed_out' });
  }, []);
  return [session, signedIn, out];
}

function Header() {
  const { t } = useLingui();
  const state = useCourierState();
  const online = useOnline();
  const count = waiting(state);
  const other = currentLocale() === 'ar' ? 'en' : 'ar';
  return (
    <header className="bar">
      <span className="brand">{t`Sameday Courier`}</span>
      <span className={`status ${online ? 'online' : 'offline'}`} role="status">
        {online ? t`Online` : t`Offline`}
      </span>
      <button type="button" className="button link small" onClick={() => void switchLocale(other)} lang={other}>
        {other === 'ar' ? 'العربية' : 'English'}
      </button>
      {count > 0 ? (
        <p className="waiting" role="status" data-testid="waiting">
          {t`Waiting to send: ${count}`}
          {online ? (
            <button type="button" className="button link small" onClick={() => void syncNow()} disabled={state.sending}>
              {state.sending ? t`Sending…` : t`Send now`}
            </button>
          ) : null}
        </p>
      ) : null}
    </header>
  );
}

function Refused() {
  const { t } = useLingui();
  const state = useCourierState();
  const items = refusedItems(state);
  if (!items.length) return null;
  const parcels = state.today ? stopsOf(state.today).flatMap((stop) => stop.parcels) : [];
  /** Which order or stop a refused action was about, for the courier to find it. */
  const about = (item: (typeof items)[number]) => {
    if (item.type !== 'action') return '';
    const { action } = item;
    const orderId = action.kind === 'deliver' || action.kind === 'fail' ? action.orderId : undefined;
    const reference = orderId ? (parcels.find((parcel) => parcel.orderId === orderId)?.reference ?? orderId) : '';
    return reference ? `${reference}: ` : '';
  };
  return (
    <section className="card refused" aria-label={t`Not accepted`}>
      <h2>{t`Not accepted by the server`}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.seq} className="row">
            <span>
              <bdi>{about(item)}</bdi>
              {refusalText(item.refused ?? '')}
            </span>
            {item.type === 'action' ? (
              <button type="button" className="button link small" onClick={() => void dismiss(item.seq as number)}>
                {t`OK`}
              </button>
            ) : (
              <span className="small">{t`Photo kept on the phone`}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SignedIn({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  const state = useCourierState();
  const [stopId, openStop] = useStopRoute();
  useEffect(() => {
    let stop: (() => void) | undefined;
    void startSync().then((cleanup) => {
      stop = cleanup;
      void refreshToday();
    });
    return () => stop?.();
  }, []);
  useEffect(() => startCourierLive({ current: serverToday, refresh: refreshToday }), []);
  const today = shownToday(state);
  const onShift = today?.shift?.state === 'on_shift' || today?.shift?.state === 'on_break';
  usePositionTracking(onShift, stopId !== null);
  const count = waiting(state);
  // Signing out keeps what waits (it is sent at the next sign-in), but the courier is told first.
  const signOutAsked = () => {
    if (
      count === 0 ||
      window.confirm(
        plural(count, {
          one: '# action is still waiting to be sent. Sign out anyway?',
          other: '# actions are still waiting to be sent. Sign out anyway?',
        }),
      )
    )
      onSignOut();
  };
  const stops = today ? stopsOf(today) : [];
  const stop = stopId ? stops.find((candidate) => candidate.id === stopId) : undefined;
  const next = stop ? stops.slice(stops.indexOf(stop) + 1).find((candidate) => !stopDone(candidate)) : undefined;
  return (
    <>
      <Header />
      <Refused />
      <RouteChangeNote />
      {!today ? (
        <main className="screen">
          <p className="muted" role="status">
            {t`Loading your day…`}
          </p>
        </main>
      ) : stop ? (
        <StopScreen
          stop={stop}
          shift={today.shift}
          onBack={() => openStop(null)}
          onNext={next ? () => openStop(next.id) : undefined}
        />
      ) : (
        <TodayScreen
          today={today}
          onOpenStop={openStop}
          onSignOut={signOutAsked}
          afterShift={<PushCard onShift={onShift} />}
        />
      )}
    </>
  );
}

export function CourierApp() {
  const [session, signedIn, signOutNow] = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'signed_out')
    return (
      <>
        <Header />
        <SignInScreen onSignedIn={signedIn} />
      </>
    );
  return <SignedIn onSignOut={() => void signOutNow()} />;
}
