// The network boundary of the screens' tests: one fake fetch for every feature's test kit.
import type { RuntimeConfig } from '@sameday/contract';
import { type Mock, vi } from 'vitest';
import { answerDrift } from './answer-schemas';

/** The runtime configuration the screens' tests run with: every API base below /api. */
export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: '/api/platform',
  apiVersion: 'v1',
  platformApiUrl: '/api/platform',
  platformApiVersion: 'v1',
  invoicerApiUrl: '/api/invoicer',
  orderCoreApiUrl: '/api/platform',
  orderCoreSocketUrl: '',
  accountingApiUrl: '/api/invoicer',
  financeApiUrl: '/api/invoicer',
  mapsApiKey: '',
  geocodingApiKey: '',
  analyticsId: '',
  tagManagerId: '',
  supportWidgetUrl: '',
  reportingDashboardIds: [],
  isCardPaymentLoading: false,
  signInPublishableKey: '',
  newDashboardUrl: '',
  helpDeskUrl: 'https://help.example.ae',
  financeEmail: 'finance@sameday.ae',
  links: {
    termsOfService: '',
    feesScheduleV2: '',
    individualFeesSchedule: '',
    privacyPolicy: '',
    contactFulfilment: '',
    shopConnector: '',
    contentSiteConnector: '',
    onboardingCall: '',
    migrationCall: '',
    addPickupChat: '',
  },
};

export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; raw?: string }
  | 'network-error';

/** One request the screen made: the path is below the platform base and decoded. */
export type ApiCall = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  headers: Headers;
  authorization: string | null;
};

/** A fixed answer, or one made from the call (a promise holds the answer until the test lets it go). */
export type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

type FieldError = { field: string; message: string };

export const ok = (body: unknown = { status: 'OK' }): Reply => ({ status: 200, body });

/** An answer in the contract's error shape; `extras` may carry field errors or the spec's extra keys. */
export function apiError(
  status: number,
  code: string,
  message: string,
  extras: FieldError[] | { fields?: FieldError[]; status?: string; errorDetail?: string } = {},
): Reply {
  const { fields, ...rest } = Array.isArray(extras) ? { fields: extras } : extras;
  return { status, body: { code, message, details: fields ? { fields } : {}, ...rest } };
}

/** POST /identity/token when there is no session: the visitor is signed out. */
export const signedOutToken = apiError(401, 'unauthenticated', 'Sign in to continue.');

/** Drifts found while a test ran (answers made from the call): setup.ts fails the test with them. */
const drifts: string[] = [];

/** The drifts found since the last call, which are forgotten. */
export function takeMockDrifts(): string[] {
  return drifts.splice(0, drifts.length);
}

/** Records why an answer a test's own fetch fake made from the call drifts; setup.ts fails the test. */
export function noteDrift(drift: string | undefined): void {
  if (drift) drifts.push(drift);
}

const driftOf = (method: string, path: string, reply: Reply) =>
  reply === 'network-error' || reply.raw !== undefined
    ? undefined
    : answerDrift(method, path, reply.status, reply.body);

/** A fixed answer is checked against the contract as soon as it is mocked. */
function checkFixedAnswers(routes: Record<string, Route>): void {
  for (const [name, route] of Object.entries(routes)) {
    if (typeof route === 'function') continue;
    const [method = '', path = ''] = name.split(' ');
    const drift = driftOf(method, path, route);
    if (drift) throw new Error(drift);
  }
}

/** A route named with `:name` segments ("PUT /dispatcher/rules/:id") answers every path of that shape. */
function patternRoute(table: Record<string, Route>, call: { method: string; path: string }): Route | undefined {
  const got = call.path.split('/').filter(Boolean);
  const name = Object.keys(table).find((candidate) => {
    const [method, pattern = ''] = candidate.split(' ');
    const want = pattern.split('/').filter(Boolean);
    return (
      method === call.method &&
      pattern.includes(':') &&
      want.length === got.length &&
      want.every((part, index) => part.startsWith(':') || part === got[index])
    );
  });
  return name === undefined ? undefined : table[name];
}

/**
 * Replaces fetch. Routes are "METHOD /path" below the platform base (other
 * bases keep their full path; `:name` stands for one segment, an exact path wins);
 * a route may answer from the call. Unknown
 * routes answer 404 in the error shape. An answer that does not match the
 * contract's answer schema of its route (test/answer-schemas.ts) fails the test.
 */
export function mockApi(routes: Record<string, Route>) {
  checkFixedAnswers(routes);
  const calls: ApiCall[] = [];
  const table: Record<string, Route> = { ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(url.pathname.replace(TEST_CONFIG.platformApiUrl, '')),
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const route = table[`${call.method} ${call.path}`] ?? patternRoute(table, call);
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply)
      return new Response(JSON.stringify({ code: 'not_found', message: 'no mock', details: {} }), { status: 404 });
    const drift = driftOf(call.method, call.path, reply);
    if (drift) drifts.push(drift);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, { status: reply.status, headers: reply.headers });
  });
  globalThis.fetch = fetchMock as Mock as typeof fetch;
  return {
    calls,
    /** Replaces or adds routes mid-test. */
    set(more: Record<string, Route>) {
      checkFixedAnswers(more);
      Object.assign(table, more);
    },
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
