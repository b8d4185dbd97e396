// Calls to Salla (its OAuth server and Merchant API) through the shop platforms' guarded HTTP.
import type { OutboundGuard } from '../../../../platform/outbound';
import { shopHttp } from '../shop-http';

export type SallaRequest = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  bearer?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the token endpoint). */
  form?: Record<string, string>;
};

export type SallaAnswer = { status: number; body: unknown };

export type SallaHttp = (request: SallaRequest) => Promise<SallaAnswer>;

/** One call: the answer's status and JSON body, whatever the status; ShopUnreachable when none came. */
export function sallaHttp(guard: OutboundGuard): SallaHttp {
  return async ({ bearer, ...request }) => {
    const answer = await shopHttp(guard, 'Salla', {
      ...request,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : undefined,
    });
    return { status: answer.status, body: answer.json };
  };
}
