// The courier app's calls: the same sign-in and session as the dashboard (a refresh cookie, short
// access tokens), the day's read, the actions and the proof images (docs/decisions/059, 060).
// Plain fetch: the app's first load stays small, and the service worker uses the same code.
import {
  API_BASES,
  type CourierAction,
  type CourierActionResult,
  type CourierActionsAnswer,
  type CourierToday,
  CURRENT_USER_API_VERSION,
  MISSION_PATHS,
  PLATFORM_PATHS,
  type TokenResponse,
  USER_VERSION_HEADER,
  type User,
} from '@sameday/contract';
import { COURIER_PATHS, COURIER_ROLE, type PlainPosition, REFUSALS } from './contract-plain';
import { withLock } from './outbox/lock';
import { type OutboxTransport, type ProofOutcome, TransientError } from './outbox/queue';

const BASE = API_BASES.platform;

/** The server's refusal of a call (the spec's error shape), or a transient failure. */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let token: string | undefined;

/** A fresh access token from the refresh cookie; undefined when the session has ended. One at a time across the app and its worker: the cookie rotates. */
export async function refreshToken(): Promise<string | undefined> {
  const before = token;
  return withLock('sameday-courier-token', async () => {
    // Another call refreshed it while this one waited: one rotation of the cookie is enough.
    if (token && token !== before) return token;
    const response = await fetch(`${BASE}${PLATFORM_PATHS.token}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.status === 401) {
      token = undefined;
      return undefined;
    }
    if (!response.ok) throw new TransientError(`token ${response.status}`);
    token = ((await response.json()) as TokenResponse).token;
    return token;
  });
}

export const hasToken = () => token !== undefined;

type CallOptions = { method?: string; body?: BodyInit; json?: unknown; headers?: Record<string, string> };

/** One call with the session's token (fresh after a 401). A network failure is a TransientError. */
async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const send = (bearer: string | undefined) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      credentials: 'same-origin',
    });
  };
  try {
    let response = await send(token ?? (await refreshToken()));
    if (response.status === 401) {
      const fresh = await refreshToken();
      if (fresh) response = await send(fresh);
    }
    return response;
  } catch (error) {
    if (error instanceof TransientError) throw error;
    throw new TransientError(error instanceof Error ? error.message : 'offline');
  }
}

async function refusal(response: Response): Promise<CallError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return new CallError(response.status, body.code ?? 'unknown', body.message ?? `HTTP ${response.status}`);
}

/** A status the server may answer differently later: wait and send the same again. */
const isTransient = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500;

export type SignInOutcome = { ok: true; user: User } | { ok: false; reason: 'not_courier' | 'invalid' | 'offline' };

/** Signs in with the dashboard's flow; a user who is not a courier is signed out again and told. */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${PLATFORM_PATHS.signIn}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (!response.ok) return { ok: false, reason: response.status >= 500 ? 'offline' : 'invalid' };
  token = ((await response.json()) as TokenResponse).token;
  const user = await fetchUser();
  if (!user) return { ok: false, reason: 'invalid' };
  if (!user.courier && !user.roles.includes(COURIER_ROLE)) {
    await signOut();
    return { ok: false, reason: 'not_courier' };
  }
  return { ok: true, user };
}

/** The signed-in user (identity's "who am I"), or undefined when signed out. */
export async function fetchUser(): Promise<User | undefined> {
  const response = await call(PLATFORM_PATHS.partnerUser, {
    headers: { [USER_VERSION_HEADER]: CURRENT_USER_API_VERSION },
  });
  if (response.status === 401) return undefined;
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as User;
}

export async function signOut(): Promise<void> {
  try {
    await fetch(`${BASE}${PLATFORM_PATHS.signOut}`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } finally {
    token = undefined;
  }
}

/** GET /courier/today. */
export async function fetchToday(): Promise<CourierToday> {
  const response = await call(MISSION_PATHS.courierToday);
  if (!response.ok) throw isTransient(response.status) ? new TransientError('today') : await refusal(response);
  return (await response.json()) as CourierToday;
}

/** GET /courier/manifests/{stopId}/pdf: a pickup stop's manifest as a PDF (decision 072). */
export async function fetchManifestPdf(stopId: string): Promise<Blob> {
  const response = await call(`/courier/manifests/${encodeURIComponent(stopId)}/pdf`, {
    headers: { accept: 'application/pdf' },
  });
  if (!response.ok) throw isTransient(response.status) ? new TransientError('manifest') : await refusal(response);
  return response.blob();
}

/** The outbox's way to the server: proofs by their own id, then the actions naming them. */
export const serverTransport: OutboxTransport = {
  async uploadProof(id: string, blob: Blob, contentType: string): Promise<ProofOutcome> {
    const response = await call(MISSION_PATHS.courierProof(id), {
      method: 'PUT',
      body: blob,
      headers: { 'content-type': contentType },
    });
    if (response.ok) return { ok: true };
    if (isTransient(response.status)) throw new TransientError(`proof ${response.status}`);
    const error = await refusal(response);
    // The same id already holds this image (a retry after a lost answer): it is on the server.
    if (error.message === REFUSALS.proofIdTaken && response.status === 409) return { ok: true };
    return { ok: false, message: error.message };
  },
  async sendActions(actions: CourierAction[]): Promise<CourierActionResult[]> {
    const response = await call(MISSION_PATHS.courierActions, { method: 'POST', json: { actions } });
    if (response.ok) return ((await response.json()) as CourierActionsAnswer).results;
    if (isTransient(response.status)) throw new TransientError(`actions ${response.status}`);
    // A refusal of the whole request (a malformed action): each is refused with its message, kept aside.
    const error = await refusal(response);
    return actions.map((action) => ({
      id: action.id,
      kind: action.kind,
      outcome: 'refused' as const,
      message: error.message,
    }));
  },
};

/** The access token for the live socket's hello: the one held when it has a minute left, else a fresh one. */
export async function liveToken(): Promise<string | undefined> {
  const held = token;
  if (held && secondsLeft(held) > 60) return held;
  return refreshToken().catch(() => undefined);
}

/** Seconds until a JWT expires (0 when it cannot be read: refresh). */
function secondsLeft(jwt: string): number {
  try {
    const payload = JSON.parse(atob((jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return payload.exp ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/** What the courier app reads of /env.json: the live socket's path and the push key (empty: push is off). */
export type CourierEnv = { socketUrl: string; vapidPublicKey: string };

export async function fetchEnv(): Promise<CourierEnv> {
  const response = await fetch(COURIER_PATHS.env, { cache: 'no-store' });
  if (!response.ok) throw new TransientError(`env ${response.status}`);
  const env = (await response.json()) as { orderCoreSocketUrl?: string; vapidPublicKey?: string };
  return { socketUrl: env.orderCoreSocketUrl ?? '', vapidPublicKey: env.vapidPublicKey ?? '' };
}

/** How a batch of positions fared: sent, refused for good (dropped), off shift (stop), or later (kept). */
export type PositionsOutcome = 'sent' | 'refused' | 'off_shift' | 'later';

/** POST /courier/positions (docs/decisions/061). */
export async function sendPositions(positions: readonly PlainPosition[]): Promise<PositionsOutcome> {
  let response: Response;
  try {
    response = await call(COURIER_PATHS.positions, { method: 'POST', json: { positions } });
  } catch {
    return 'later';
  }
  if (response.ok) return 'sent';
  if (response.status === 412) return 'off_shift';
  return isTransient(response.status) ? 'later' : 'refused';
}

/** PUT /courier/device: the phone's push subscription in `gcmToken` (null: push off). */
export async function registerDevice(subscription: PushSubscription | null, deviceName: string): Promise<void> {
  const response = await call(COURIER_PATHS.device, {
    method: 'PUT',
    json: { pushId: deviceName, gcmToken: subscription ? JSON.stringify(subscription.toJSON()) : null },
  });
  if (!response.ok) throw isTransient(response.status) ? new TransientError('device') : await refusal(response);
}
