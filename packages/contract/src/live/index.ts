import { z } from 'zod';

/**
 * Live updates (docs/decisions/058): one WebSocket under the platform's base. `/env.json`'s
 * `orderCoreSocketUrl` names it; the web opens it on the page's own host.
 */
export const LIVE_PATHS = {
  /** GET (WebSocket upgrade): the socket. The first message is a `hello`. */
  socket: '/live',
} as const;

/**
 * What a socket may be told of: an order moved, orders placed, a mission changed (the board and
 * its courier), to a merchant, their orders whose planned courier or window changed, and a courier
 * whose app sent new positions (the board's map; the tracking page of the order they are on the
 * way to, which reads its minutes again and is told nothing more).
 */
export const LIVE_KINDS = [
  'order.moved',
  'orders.created',
  'mission.changed',
  'orders.planned',
  'courier.moved',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/**
 * The client's first (and only) message. A session's access token, or the tracking page's code;
 * `after`: the last event id the client saw, to catch up from on reconnecting. Browsers cannot set
 * headers on a WebSocket, and a token in the URL lands in access logs: the token travels here.
 */
export const LiveHelloSchema = z.object({
  type: z.literal('hello'),
  token: z.string().min(1).max(4096).optional(),
  tracking: z.string().min(1).max(64).optional(),
  after: z.number().int().min(0).optional(),
});
export type LiveHello = z.infer<typeof LiveHelloSchema>;

/** An event as a socket receives it. `id` grows; a client keeps the largest it saw. */
export type LiveEvent = { type: 'event'; id: number; kind: LiveKind; payload: Record<string, unknown> };

/** What the server sends. */
export type LiveServerMessage =
  /** Caught up: every event after the client's `after` was sent; `last` is the newest id now. */
  | { type: 'ready'; last: number }
  | LiveEvent
  /** The gap since `after` is no longer kept (or the ids are another database's): refetch everything, go on from `last`. */
  | { type: 'reload'; last: number }
  /** The hello was refused (then the socket closes with the code below). */
  | { type: 'error'; code: string; message: string };

/** Close codes the server uses (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** No valid hello in time, or a token or code refused: do not retry with the same credentials. */
  refused: 4401,
  /** The access token expired: reconnect with a fresh one. */
  expired: 4402,
  /** The client read too slowly and fell behind. */
  slow: 4408,
} as const;

/** Payloads, by kind (ids and states only: nothing a tracking page does not already show). */
export type LiveOrderMoved = { orderId?: string; from?: string; to: string };
export type LiveOrdersCreated = { count: number; orderIds: string[] };
export type LiveOrdersPlanned = { orderIds: string[] };
/** To operations the courier's id; to a tracking page nothing (`{}`). */
export type LiveCourierMoved = { courierId?: string };
export type LiveMissionChanged = {
  missionId: string;
  courierId: string;
  date: string;
  version: number;
  state: string;
  change: string;
};
