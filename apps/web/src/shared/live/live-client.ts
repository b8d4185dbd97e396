import type { LiveEvent, LiveServerMessage } from '@sameday/contract';

/*
 * The live socket's client (docs/decisions/058): plain WebSocket, no framework, so the dashboard,
 * the courier app and the tracking page share it. It says hello with the credentials it is given
 * at each (re)connect, resumes from the last event id it saw, reconnects with backoff, and tells
 * its owner of each event once.
 */

export type LiveStatus = 'connecting' | 'live' | 'down';
/** What the hello carries: a session's access token, or a tracking page's code. */
export type LiveCredentials = { token: string } | { tracking: string };

/** The close codes the server uses (contract LIVE_CLOSE), repeated to keep zod out of the bundles. */
const CLOSE_REFUSED = 4401;
const CLOSE_EXPIRED = 4402;

type SocketLike = {
  readyState: number;
  send: (data: string) => void;
  close: (code?: number) => void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type LiveClientOptions = {
  /** The socket's address: absolute (ws:, wss:) or a path on this page's host (env.json's orderCoreSocketUrl). */
  url: string;
  /** The credentials of the next hello; none: wait and ask again at the next attempt. */
  credentials: () => LiveCredentials | undefined | Promise<LiveCredentials | undefined>;
  onEvent: (event: LiveEvent) => void;
  /** The gap since the last id is no longer kept: refetch everything shown. */
  onReload?: () => void;
  onStatus?: (status: LiveStatus) => void;
  /** Where to resume from (a page that kept the last id). */
  after?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Tests hand their own socket, timers and randomness. */
  createSocket?: (url: string) => SocketLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
};

export type LiveClient = {
  /** The largest event id seen (0: none yet). */
  lastId: () => number;
  status: () => LiveStatus;
  /** Closes and opens again now (new credentials: another account chosen), resuming from the last id. */
  reconnect: () => void;
  close: () => void;
};

/** ws(s)://host/path for a path on this page's host. */
export function socketUrl(url: string, location: { protocol: string; host: string } = window.location): string {
  if (/^wss?:\/\//.test(url)) return url;
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${url}`;
}

/** Ids recently seen: an event told twice (a catch-up and a live copy) is handed on once. */
const RECENT = 500;

export function connectLive(options: LiveClientOptions): LiveClient {
  const minDelay = options.minDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const random = options.random ?? Math.random;
  const create = options.createSocket ?? ((url: string) => new WebSocket(socketUrl(url)) as unknown as SocketLike);
  let last = options.after ?? 0;
  let status: LiveStatus = 'down';
  let socket: SocketLike | undefined;
  let timer: unknown;
  let attempts = 0;
  let closed = false;
  /** Each open's turn: a reconnect while an open awaits its credentials leaves one socket, not two. */
  let opening = 0;
  const recent: number[] = [];
  const seen = new Set<number>();

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };
  const remember = (id: number) => {
    seen.add(id);
    recent.push(id);
    if (recent.length > RECENT) seen.delete(recent.shift() as number);
  };
  const schedule = (refused: boolean) => {
    if (closed || timer !== undefined) return;
    attempts += 1;
    // Exponential with jitter; a refusal (a token refused) waits the longest.
    const base = refused ? maxDelay : Math.min(maxDelay, minDelay * 2 ** (attempts - 1));
    timer = setTimer(
      () => {
        timer = undefined;
        void open();
      },
      Math.round(base * (0.5 + random() / 2)),
    );
  };
  const onMessage = (message: LiveServerMessage) => {
    if (message.type === 'event') {
      if (seen.has(message.id)) return;
      remember(message.id);
      last = Math.max(last, message.id);
      options.onEvent(message);
    } else if (message.type === 'ready') {
      last = Math.max(last, message.last);
      attempts = 0;
      setStatus('live');
    } else if (message.type === 'reload') {
      last = message.last;
      options.onReload?.();
    }
  };
  const open = async () => {
    if (closed) return;
    opening += 1;
    const turn = opening;
    setStatus('connecting');
    const credentials = await options.credentials();
    if (closed || turn !== opening) return;
    if (!credentials) {
      setStatus('down');
      schedule(false);
      return;
    }
    const next = create(options.url);
    socket = next;
    next.onopen = () =>
      next.send(JSON.stringify({ type: 'hello', ...credentials, ...(last > 0 ? { after: last } : {}) }));
    next.onmessage = (event) => {
      if (socket !== next) return;
      try {
        onMessage(JSON.parse(String(event.data)) as LiveServerMessage);
      } catch {
        // Not ours to read: ignored.
      }
    };
    next.onerror = () => undefined;
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = undefined;
      setStatus('down');
      if (event.code === CLOSE_EXPIRED) attempts = 0;
      schedule(event.code === CLOSE_REFUSED);
    };
  };
  void open();
  return {
    lastId: () => last,
    status: () => status,
    reconnect: () => {
      if (closed) return;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      attempts = 0;
      const current = socket;
      socket = undefined;
      current?.close();
      void open();
    },
    close: () => {
      closed = true;
      if (timer !== undefined) clearTimer(timer);
      const current = socket;
      socket = undefined;
      current?.close();
      setStatus('down');
    },
  };
}
