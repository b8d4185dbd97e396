// Push to the courier's phone (docs/decisions/060, 061): once on shift, a stop added or moved by
// operations reaches the courier even with the app closed. The browser asks for permission only
// when the courier taps the button (never on load); the subscription, made with the server's
// VAPID key from /env.json, is registered in PUT /courier/device's gcmToken. The service worker
// shows the words the page left for it, in the courier's language.
import { useCallback, useEffect, useState } from 'react';
import { fetchEnv, registerDevice } from './api';
import { vapidKeyBytes } from './contract-plain';
import { readKept, writeKept } from './outbox/store';
import { PUSH_WORDS_KEY, type PushWords } from './push-words';

/** The subscription's endpoint the server last registered, so it is sent once. */
const REGISTERED_KEY = 'push-registered';

/**
 * unsupported: no push in this browser; off: the server has no push; ask: the courier may turn it
 * on; denied: the browser's settings refuse it; on: registered.
 */
export type PushState = 'unsupported' | 'off' | 'ask' | 'denied' | 'on' | 'working';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

const deviceName = () => `courier-app ${navigator.platform || 'phone'}`.slice(0, 100);

/** Subscribes (or reuses the subscription) and registers it with the server once per endpoint. */
async function subscribeAndRegister(vapidPublicKey: string): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: vapidKeyBytes(vapidPublicKey),
    }));
  if ((await readKept<string>(REGISTERED_KEY)) === subscription.endpoint) return;
  await registerDevice(subscription, deviceName());
  await writeKept(REGISTERED_KEY, subscription.endpoint);
}

/**
 * The push button's state while on shift. With permission already given, the subscription is
 * renewed and registered without asking; otherwise `enable` asks (from the courier's tap).
 */
export function usePush(onShift: boolean, words: PushWords): { state: PushState; enable: () => Promise<void> } {
  const [state, setState] = useState<PushState>(supported() ? 'working' : 'unsupported');
  const [key, setKey] = useState('');
  useEffect(() => {
    void writeKept(PUSH_WORDS_KEY, words).catch(() => undefined);
  }, [words]);
  useEffect(() => {
    if (!onShift || !supported()) return;
    let cancelled = false;
    void fetchEnv()
      .then(async (env) => {
        if (cancelled) return;
        setKey(env.vapidPublicKey);
        if (!env.vapidPublicKey) return setState('off');
        if (Notification.permission === 'denied') return setState('denied');
        if (Notification.permission === 'default') return setState('ask');
        await subscribeAndRegister(env.vapidPublicKey);
        if (!cancelled) setState('on');
      })
      .catch(() => !cancelled && setState('ask'));
    return () => {
      cancelled = true;
    };
  }, [onShift]);
  const enable = useCallback(async () => {
    if (!key) return;
    setState('working');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'ask');
    try {
      await subscribeAndRegister(key);
      setState('on');
    } catch {
      setState('ask');
    }
  }, [key]);
  return { state, enable };
}

/**
 * Signing out: this phone stops receiving the courier's alerts (another courier may use it next).
 * The server forgets the subscription and the browser drops it; without signal, the browser's alone.
 */
export async function turnOffPush(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/courier');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await writeKept(REGISTERED_KEY, null);
  await registerDevice(null, deviceName()).catch(() => undefined);
  await subscription.unsubscribe();
}
