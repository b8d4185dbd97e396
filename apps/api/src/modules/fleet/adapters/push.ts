import http from 'node:http';
import https from 'node:https';
import type { WebPushSubscription } from '@sameday/contract';
import webpush from 'web-push';
import type { Config } from '../../../config';
import { createOutboundGuard, refusalOf } from '../../../platform/outbound';

/** What became of one push: delivered to the push service, or the subscription is gone for good. */
export type PushOutcome = 'sent' | 'gone';

/** Sends Web Push messages to the courier app (docs/decisions/061). */
export type PushSender = {
  send(subscription: WebPushSubscription, payload: string): Promise<PushOutcome>;
};

/** How long a push service keeps a message for a phone that is off: a changed stop is stale after that. */
const TTL_SECONDS = 4 * 3600;
const TIMEOUT_MS = 15_000;

/** POSTs one prepared request through the outbound guard's agent; answers the status. */
function post(details: webpush.RequestDetails, agent: http.Agent): Promise<number> {
  const url = new URL(details.endpoint);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      { method: details.method, headers: details.headers, agent, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}

/**
 * The Web Push sender: each message encrypted for the subscription (aes128gcm, RFC 8291) and
 * signed for the push service with the VAPID keys (RFC 8292) by `web-push`, then sent through the
 * outbound guard, since the endpoint is an address a browser gave (decision 051). A 404 or 410
 * answers `gone` (the subscription expired or was withdrawn), as does an endpoint the guard refuses;
 * any other failure throws, so the job tries again later. Null when VAPID keys are not configured.
 */
export function createPushSender(config: Pick<Config, 'push' | 'outbound'>): PushSender | null {
  const keys = config.push;
  if (!keys) return null;
  const guard = createOutboundGuard(config.outbound);
  return {
    async send(subscription, payload) {
      const endpoint = new URL(subscription.endpoint);
      if (endpoint.protocol !== 'https:' && !guard.isTrusted(endpoint.hostname)) return 'gone';
      const details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      let status: number;
      try {
        status = await post(details, guard.agentFor(endpoint));
      } catch (error) {
        if (refusalOf(error)) return 'gone';
        throw error;
      }
      if (status === 404 || status === 410) return 'gone';
      if (status >= 200 && status < 300) return 'sent';
      throw new Error(`the push service answered ${status}`);
    },
  };
}
