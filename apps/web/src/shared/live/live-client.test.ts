import { describe, expect, it } from 'vitest';
import { connectLive, type LiveClientOptions, socketUrl } from './live-client';

/** A socket the test drives: it records what the client sent. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  tell(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function harness(extra: Partial<LiveClientOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: number[] = [];
  const statuses: string[] = [];
  let reloads = 0;
  const client = connectLive({
    url: '/api/platform/live',
    credentials: () => ({ token: 'token-1' }),
    onEvent: (event) => events.push(event.id),
    onReload: () => {
      reloads += 1;
    },
    onStatus: (status) => statuses.push(status),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
    random: () => 1,
    ...extra,
  });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { client, sockets, timers, events, statuses, reloads: () => reloads, flush };
}

describe('the live client', () => {
  it('says hello with the token, hands each event on once, and resumes from the last id after a drop', async () => {
    const h = harness();
    await h.flush();
    const first = h.sockets[0] as FakeSocket;
    first.open();
    expect(first.sent).toEqual([{ type: 'hello', token: 'token-1' }]);
    first.tell({ type: 'ready', last: 10 });
    expect(h.client.status()).toBe('live');
    first.tell({ type: 'event', id: 11, kind: 'order.moved', payload: { orderId: 'o1', to: 'collected' } });
    first.tell({ type: 'event', id: 11, kind: 'order.moved', payload: { orderId: 'o1', to: 'collected' } });
    first.tell({ type: 'event', id: 12, kind: 'orders.created', payload: { count: 1, orderIds: ['o2'] } });
    expect(h.events).toEqual([11, 12]);
    first.drop();
    expect(h.client.status()).toBe('down');
    // Backoff: the first retry after about a second.
    expect(h.timers.map((timer) => timer.ms)).toEqual([1_000]);
    h.timers[0]?.run();
    await h.flush();
    const second = h.sockets[1] as FakeSocket;
    second.open();
    expect(second.sent).toEqual([{ type: 'hello', token: 'token-1', after: 12 }]);
    // The catch-up repeats nothing already handed on.
    second.tell({ type: 'event', id: 12, kind: 'orders.created', payload: {} });
    second.tell({ type: 'event', id: 13, kind: 'order.moved', payload: {} });
    second.tell({ type: 'ready', last: 13 });
    expect(h.events).toEqual([11, 12, 13]);
    expect(h.statuses).toEqual(['connecting', 'live', 'down', 'connecting', 'live']);
  });

  it('backs off more at each failed attempt, up to the most, and starts again once live', async () => {
    const h = harness({ maxDelayMs: 8_000 });
    await h.flush();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      h.sockets.at(-1)?.drop();
      h.timers.at(-1)?.run();
      await h.flush();
    }
    expect(h.timers.map((timer) => timer.ms)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    const socket = h.sockets.at(-1) as FakeSocket;
    socket.open();
    socket.tell({ type: 'ready', last: 0 });
    socket.drop();
    expect(h.timers.at(-1)?.ms).toBe(1_000);
  });

  it('answers reload by asking for everything again, and goes on from the id the server gives', async () => {
    const h = harness({ after: 5 });
    await h.flush();
    const socket = h.sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', token: 'token-1', after: 5 }]);
    socket.tell({ type: 'reload', last: 900 });
    expect(h.reloads()).toBe(1);
    expect(h.client.lastId()).toBe(900);
  });

  it('waits without a token, and stops for good when closed', async () => {
    let token: string | undefined;
    const h = harness({ credentials: () => (token ? { token } : undefined) });
    await h.flush();
    expect(h.sockets).toHaveLength(0);
    token = 'later';
    h.timers[0]?.run();
    await h.flush();
    expect(h.sockets).toHaveLength(1);
    h.client.close();
    expect(h.sockets[0]?.closedWith).toBe(1000);
    h.sockets[0]?.drop();
    expect(h.timers).toHaveLength(1);
  });

  it('opens one socket when it is asked to reconnect while the first is still reading its credentials', async () => {
    const tokens = ['token-1', 'token-2'];
    const h = harness({ credentials: async () => ({ token: tokens.shift() ?? 'none' }) });
    h.client.reconnect();
    await h.flush();
    expect(h.sockets).toHaveLength(1);
    const socket = h.sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'hello', token: 'token-2' }]);
  });

  it('opens a path on the page’s own host, wss on https', () => {
    expect(socketUrl('/api/platform/live', { protocol: 'https:', host: 'app.sameday.ae' })).toBe(
      'wss://app.sameday.ae/api/platform/live',
    );
    expect(socketUrl('/api/platform/live', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/platform/live',
    );
  });
});
