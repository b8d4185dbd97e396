// Calls to Salla (its OAuth server and Merchant API) through the outbound guard (platform/outbound.ts):
// both addresses are configuration, yet a call must never lead inside our own network.
import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from '../../../../platform/outbound';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 5 * 1024 * 1024;

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

/** Salla could not be reached, or did not answer in time. */
export class SallaUnreachable extends Error {
  constructor() {
    super('Salla did not answer');
    this.name = 'SallaUnreachable';
  }
}

export type SallaHttp = (request: SallaRequest) => Promise<SallaAnswer>;

function encode(request: SallaRequest): { payload?: Buffer; type?: string } {
  if (request.form)
    return {
      payload: Buffer.from(new URLSearchParams(request.form).toString()),
      type: 'application/x-www-form-urlencoded',
    };
  if (request.json !== undefined)
    return { payload: Buffer.from(JSON.stringify(request.json), 'utf8'), type: 'application/json' };
  return {};
}

/** One call: the answer's status and JSON body (null when not JSON), whatever the status. */
export function sallaHttp(guard: OutboundGuard): SallaHttp {
  return (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const { payload, type } = encode(request);
      const outgoing = (url.protocol === 'https:' ? https : http).request(url, {
        method: request.method,
        agent: guard.agentFor(url),
        timeout: TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(request.bearer ? { authorization: `Bearer ${request.bearer}` } : {}),
          ...(payload && type ? { 'content-type': type, 'content-length': String(payload.length) } : {}),
        },
      });
      outgoing.on('timeout', () => outgoing.destroy(new SallaUnreachable()));
      outgoing.on('error', () => reject(new SallaUnreachable()));
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) incoming.destroy(new SallaUnreachable());
          else chunks.push(chunk);
        });
        incoming.on('error', () => reject(new SallaUnreachable()));
        incoming.on('end', () => {
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = null;
          }
          resolve({ status: incoming.statusCode ?? 0, body });
        });
      });
      outgoing.end(payload);
    });
}
