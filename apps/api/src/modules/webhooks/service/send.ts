import http from 'node:http';
import https from 'node:https';
import {
  APP_VERSION,
  englishOf,
  WEBHOOK_DELIVERY_SENTENCES as S,
  type ServerText,
  serverText,
  textOf,
} from '@sameday/contract';
import { Webhook } from 'standardwebhooks';
import { type OutboundGuard, refusalOf } from '../../../platform/outbound';
import { checkAddressShape, refusalMessage } from './address';

export type SendResult = {
  succeeded: boolean;
  status: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
  /** The error by message id when the server wrote it (decision 053). */
  errorText: ServerText | null;
};

/** How much of a receiver's answer the log keeps. */
const ANSWER_KEPT = 1024;

/** The three Standard Webhooks headers of a message, signed with the endpoint's secret. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/** Why no answer came: a sentence of ours by id, or the refusal's or the system's own words. */
const failureOf = (error: NodeJS.ErrnoException, timeoutMs: number): string | ServerText => {
  const refused = refusalOf(error);
  if (refused) return refusalMessage(refused);
  if (error.code === 'ETIMEDOUT') return serverText(S.noAnswer, { seconds: Math.round(timeoutMs / 1000) });
  if (error.code === 'ECONNREFUSED') return serverText(S.connectionRefused);
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return serverText(S.hostNotFound);
  if (error.code === 'ECONNRESET') return serverText(S.connectionClosed);
  if (error.code?.startsWith('ERR_TLS') || /certificate/i.test(error.message)) return serverText(S.certificateRefused);
  return error.message || serverText(S.requestFailed);
};

const errorOf = (failure: string | ServerText | null) => ({ error: englishOf(failure), errorText: textOf(failure) });

/**
 * POSTs a signed message to an endpoint: success is any 2xx. Redirects are not followed (a 3xx
 * is a failure): the endpoint's address is the one checked, by the outbound guard's agent on
 * connecting. Never throws.
 */
export function sendSigned(
  target: { url: string; secret: string; outbound: OutboundGuard; timeoutMs: number },
  message: { id: string; body: string },
): Promise<SendResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const shape = checkAddressShape(target.url, target.outbound);
  if (!shape.ok)
    return Promise.resolve({
      succeeded: false,
      status: null,
      responseBody: null,
      durationMs: 0,
      ...errorOf(shape.message),
    });
  const { url } = shape;
  const body = Buffer.from(message.body, 'utf8');
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': `Sameday-Webhooks/${APP_VERSION}`,
    ...signedHeaders(target.secret, message.id, new Date(), message.body),
  };
  const secure = url.protocol === 'https:';
  return new Promise((resolve) => {
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      headers,
      agent: target.outbound.agentFor(url),
      timeout: target.timeoutMs,
    });
    request.on('timeout', () => {
      const error: NodeJS.ErrnoException = new Error('timed out');
      error.code = 'ETIMEDOUT';
      request.destroy(error);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        succeeded: false,
        status: null,
        responseBody: null,
        durationMs: took(),
        ...errorOf(failureOf(error, target.timeoutMs)),
      }),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < ANSWER_KEPT) chunks.push(chunk);
        kept += chunk.length;
      });
      response.on('error', () => undefined);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const succeeded = status >= 200 && status < 300;
        resolve({
          succeeded,
          status,
          responseBody: Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '').slice(0, ANSWER_KEPT),
          durationMs: took(),
          ...errorOf(succeeded ? null : serverText(S.endpointAnswered, { status })),
        });
      });
    });
    request.end(body);
  });
}
