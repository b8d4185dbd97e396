import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushCard } from './components/push-card';
import { switchLocale } from './i18n';
import { closeStore, readKept } from './outbox/store';
import { PUSH_WORDS_KEY } from './push-words';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://push.example.net/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/** A browser with push: the permission the courier gives, a subscription, and the server's answers. */
function browserWithPush(permission: NotificationPermission) {
  const state = { permission, asked: 0 };
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => SUBSCRIPTION,
  }));
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission: async () => {
      state.asked += 1;
      state.permission = 'granted';
      return 'granted';
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      if (url === '/env.json') return Response.json({ orderCoreSocketUrl: '', vapidPublicKey: KEY });
      if (url.endsWith('/identity/token')) return Response.json({ token: 'token' });
      return Response.json({});
    }),
  );
  return { state, subscribe, calls };
}

const wrap = (onShift: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <PushCard onShift={onShift} />
    </I18nProvider>,
  );

beforeEach(async () => {
  await switchLocale('en');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await closeStore();
  indexedDB.deleteDatabase('sameday-courier');
});

describe('route alerts', () => {
  it('asks for permission only on the tap, then registers the subscription in gcmToken', async () => {
    const user = userEvent.setup();
    const phone = browserWithPush('default');
    wrap(true);
    const button = await screen.findByRole('button', { name: 'Turn on route alerts' });
    expect(phone.state.asked).toBe(0);
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on route alerts' })).toBeNull());
    expect(phone.state.asked).toBe(1);
    const options = phone.subscribe.mock.calls[0]?.[0] ?? {};
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...Buffer.from(KEY, 'base64url')]);
    const device = phone.calls.find((call) => call.url.endsWith('/courier/device'));
    expect(device?.method).toBe('PUT');
    expect(JSON.parse(device?.body ?? '{}')).toEqual({
      pushId: expect.any(String),
      gcmToken: JSON.stringify(SUBSCRIPTION),
    });
    // The worker's words, in the courier's language.
    expect(await readKept(PUSH_WORDS_KEY)).toMatchObject({ title: 'Your route changed' });
  });

  it('shows nothing and asks nothing off shift', async () => {
    const phone = browserWithPush('default');
    wrap(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Turn on route alerts' })).toBeNull();
    expect(phone.calls.filter((call) => call.url === '/env.json')).toEqual([]);
  });

  it('says alerts are blocked when the browser refuses them', async () => {
    browserWithPush('denied');
    wrap(true);
    expect(await screen.findByText("Alerts are blocked in this browser's settings for this site.")).toBeInTheDocument();
  });
});
