// A stand-in for a Web Push service (the browser vendor's: FCM, Mozilla's autopush, Apple's), in
// tests only. It speaks the protocol as a push service does: a message is POSTed to the
// subscription's endpoint, encrypted for the browser (Content-Encoding: aes128gcm, RFC 8188 and
// RFC 8291) with a TTL, and authorised with VAPID (RFC 8292): `Authorization: vapid t=<JWT>,
// k=<public key>`, the JWT signed with ES256 by that key, its audience the endpoint's origin, its
// expiry within 24 hours. A bad signature answers 403, a missing header 401, a bad encoding 400,
// as push services do. The stand-in plays the browser too: `subscribe` makes a subscription with
// its own keys, and each message received is decrypted with them. A test may make an endpoint
// answer 404 or 410 (the subscription is gone). Test support: never shipped.
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { WebPushSubscription } from '@sameday/contract';
import { importJWK, jwtVerify } from 'jose';

export type ReceivedPush = {
  subscriptionId: string;
  /** The JWT's claims, once its signature was checked against `vapidKey`. */
  claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  /** The VAPID public key the sender named (k=). */
  vapidKey: string;
  ttl: number;
  urgency: string | undefined;
  /** The message, decrypted as the browser would. */
  payload: string;
};

export type PushStandIn = {
  url: string;
  /** A new browser subscription (endpoint and keys), as `PushSubscription.toJSON()` gives it. */
  subscribe: () => WebPushSubscription & { id: string };
  /** Makes an endpoint answer this status from now on (404, 410: gone; 500: failing). */
  answer: (subscriptionId: string, status: number) => void;
  /** Messages accepted (201), in order. */
  received: ReceivedPush[];
  /** Requests refused, with the status and why. */
  refused: { subscriptionId: string; status: number; reason: string }[];
  close: () => Promise<void>;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

type Browser = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer };

/** RFC 8291's decryption by the user agent of an aes128gcm body (one record). */
export function decryptAes128gcm(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey]);
  const ikm = hmac(hmac(browser.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header: answers the claims and key, or why it is refused (status and reason). */
async function checkVapid(request: IncomingMessage, origin: string) {
  const header = request.headers.authorization ?? '';
  const match = /^vapid t=([\w.-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match) return { ok: false, status: 401, reason: 'no VAPID authorization' } as const;
  const [, token = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4)
    return { ok: false, status: 401, reason: 'k is not a P-256 public key' } as const;
  try {
    const publicKey = await importJWK(
      { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
      'ES256',
    );
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], audience: origin });
    const exp = Number(payload.exp);
    if (!Number.isFinite(exp) || exp > Date.now() / 1000 + 24 * 3600) {
      return { ok: false, status: 403, reason: 'the JWT expires more than 24 hours ahead' } as const;
    }
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
      return { ok: false, status: 403, reason: 'the JWT names no contact (sub)' } as const;
    }
    return { ok: true, claims: payload, vapidKey: key } as const;
  } catch (error) {
    return { ok: false, status: 403, reason: `the JWT does not verify: ${(error as Error).message}` } as const;
  }
}

export async function startPushStandIn(port = 0): Promise<PushStandIn> {
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: PushStandIn['refused'] = [];
  let origin = '';
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const refuse = (status: number, reason: string) => {
      refused.push({ subscriptionId: id, status, reason });
      response.writeHead(status).end(reason);
    };
    const browser = browsers.get(id);
    if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
    const vapid = await checkVapid(request, origin);
    if (!vapid.ok) return refuse(vapid.status, vapid.reason);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'the body is not aes128gcm');
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
    const status = answers.get(id);
    if (status) return refuse(status, 'answered as the test asked');
    let payload: string;
    try {
      payload = decryptAes128gcm(Buffer.concat(chunks), browser);
    } catch {
      return refuse(400, 'the body does not decrypt');
    }
    const urgency = request.headers.urgency;
    received.push({
      subscriptionId: id,
      claims: vapid.claims,
      vapidKey: vapid.vapidKey,
      ttl,
      urgency: typeof urgency === 'string' ? urgency : undefined,
      payload,
    });
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  origin = `http://127.0.0.1:${actual}`;
  return {
    url: origin,
    subscribe() {
      const id = b64url(randomBytes(9));
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, publicKey, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    answer: (subscriptionId, status) => void answers.set(subscriptionId, status),
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
