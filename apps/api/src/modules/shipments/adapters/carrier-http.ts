// JSON over HTTP to a carrier's API, through the outbound guard (platform/outbound.ts): a carrier's
// base URL is configuration, and a label URL is whatever the carrier answered, so neither may lead
// inside our own network. Failures to reach the carrier become CarrierError 'unreachable'.
import { CARRIER_SENTENCES as S, serverText } from '@sameday/contract';
import type { OutboundGuard } from '../../../platform/outbound';
import { type OutboundAnswer, outboundRequest } from '../../../platform/outbound-request';
import { CarrierError } from './carrier-adapter';

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 20 * 1024 * 1024;

export type CarrierAnswer = OutboundAnswer;

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
  return ({ json, ...request }) =>
    outboundRequest(
      guard,
      {
        ...request,
        ...(json === undefined
          ? {}
          : { body: { payload: Buffer.from(JSON.stringify(json), 'utf8'), type: 'application/json' } }),
      },
      { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES, noAnswer },
    );
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
