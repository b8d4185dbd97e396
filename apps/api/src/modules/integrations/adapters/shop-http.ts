// JSON over HTTP to a shop platform whose addresses are configuration (Salla, Zid), through the
// outbound guard (platform/outbound.ts), so a mistaken address never reaches inside our own network.
// Redirects are not followed (the tokens would go with them); answers are capped in size and time.
import type { OutboundGuard } from '../../../platform/outbound';
import { outboundRequest } from '../../../platform/outbound-request';
import { ShopUnreachable } from './shop-platform';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 10 * 1024 * 1024;

export type ShopHttpRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (token endpoints). */
  form?: Record<string, string>;
};

/** The answer's status and JSON (null when empty), whatever the status. */
export type ShopHttpAnswer = { status: number; json: unknown };

export { ShopUnreachable };

function bodyOf(request: ShopHttpRequest): { payload: Buffer; type: string } | undefined {
  if (request.form)
    return {
      payload: Buffer.from(new URLSearchParams(request.form).toString()),
      type: 'application/x-www-form-urlencoded',
    };
  if (request.json !== undefined)
    return { payload: Buffer.from(JSON.stringify(request.json)), type: 'application/json' };
  return undefined;
}

/** One call to `platform` (its name goes into the errors), through the guard's agent for the address. */
export async function shopHttp(
  guard: OutboundGuard,
  platform: string,
  request: ShopHttpRequest,
): Promise<ShopHttpAnswer> {
  const answer = await outboundRequest(
    guard,
    { method: request.method, url: request.url, headers: request.headers, body: bodyOf(request) },
    { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, noAnswer: () => new ShopUnreachable(`${platform} did not answer`) },
  );
  const text = answer.body.toString('utf8');
  try {
    return { status: answer.status, json: text ? JSON.parse(text) : null };
  } catch {
    throw new ShopUnreachable(`${platform} answered ${answer.status} without JSON`);
  }
}
