import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMessage = { to: string; from: string; body: string; idempotencyToken: string };

/**
 * A stand-in for a Twilio-compatible Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json
 * with form fields To, From, Body and basic auth; answers 201 with the message, 401 on a wrong
 * account or token. `failNext` makes the next calls answer 503 (a provider outage).
 */
export async function startMessagingStandIn(accountSid: string, authToken: string) {
  const messages: StandInMessage[] = [];
  const state = { failNext: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
        return answer(404, { code: 20404, message: 'The requested resource was not found' });
      if (request.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate' });
      if (state.failNext > 0) {
        state.failNext -= 1;
        return answer(503, { code: 20503, message: 'Service unavailable' });
      }
      const form = new URLSearchParams(raw);
      const message = {
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        idempotencyToken: String(request.headers['i-twilio-idempotency-token'] ?? ''),
      };
      messages.push(message);
      answer(201, {
        sid: `SM${messages.length}`,
        status: 'queued',
        to: message.to,
        from: message.from,
        body: message.body,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
