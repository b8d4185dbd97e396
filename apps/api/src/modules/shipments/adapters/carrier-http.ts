// JSON over HTTP to a carrier's API, through the outbound guard (platform/outbound.ts): a carrier's
// base URL is configuration, and a label URL is whatever the carrier answered, so neither may lead
// inside our own network. Failures to reach the carrier become CarrierError 'unreachable'.
import http from 'node:http';
import https from 'node:https';
import { CARRIER_SENTENCES as S, serverText } from '@sameday/contract';
import type { OutboundGuard } from '../../../platform/outbound';
import { CarrierError } from './carrier-adapter';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 20 * 1024 * 1024;

export type CarrierAnswer = { status: number; body: Buffer; contentType: string };

export type CarrierRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
};

/** One call to a carrier: its answer whatever the status, or 'unreachable' when none came. */
export type CarrierHttp = (request: CarrierRequest) => Promise<CarrierAnswer>;

export function carrierHttp(guard: OutboundGuard, carrierName: string): CarrierHttp {
  const noAnswer = () => new CarrierError('unreachable', serverText(S.noAnswer, { carrier: carrierName }));
  return (request) =>
    new Promise((resolve, reject) => {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        return reject(noAnswer());
      }
      const payload = request.json === undefined ? undefined : Buffer.from(JSON.stringify(request.json), 'utf8');
      const outgoing = (url.protocol === 'https:' ? https : http).request(url, {
        method: request.method,
        agent: guard.agentFor(url),
        timeout: TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...request.headers,
        },
      });
      outgoing.on('timeout', () => outgoing.destroy(noAnswer()));
      outgoing.on('error', () => reject(noAnswer()));
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) incoming.destroy(noAnswer());
          else chunks.push(chunk);
        });
        incoming.on('error', () => reject(noAnswer()));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks),
            contentType: String(incoming.headers['content-type'] ?? ''),
          }),
        );
      });
      outgoing.end(payload);
    });
}

/** The answer's JSON, or 'unreachable' when the carrier answered something else. */
export function jsonOf<T>(answer: CarrierAnswer, carrierName: string): T {
  try {
    return JSON.parse(answer.body.toString('utf8')) as T;
  } catch {
    throw new CarrierError(
      'unreachable',
      serverText(S.couldNotAnswer, { carrier: carrierName, status: answer.status }),
    );
  }
}
