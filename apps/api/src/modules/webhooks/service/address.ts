// Where a webhook may be sent (docs/decisions/034, 048). The server makes the request, so an
// address must not reach our own network. Its shape is checked here: https (plain http only to a
// host configuration trusts), no credentials, no local name. Where it points is the outbound
// guard's (platform/outbound.ts): a public address on port 443 or 80, checked when the endpoint is
// saved and again by the connection of every attempt (a host that changes its answer between the
// two is still refused). Hosts named in WEBHOOK_HTTP_HOSTS or OUTBOUND_TRUSTED_HOSTS (a local
// receiver) may use http and any address and port.
import { isIP } from 'node:net';
import { WEBHOOK_URL_MESSAGES } from '@sameday/contract';
import { hostOf, isPublicAddress, type OutboundGuard, type OutboundRefusalReason } from '../../../platform/outbound';

export type AddressCheck = { ok: true; url: URL; trusted: boolean } | { ok: false; message: string };

/** The delivery log's and the form's words for the guard's refusal. */
export const refusalMessage = (reason: OutboundRefusalReason): string =>
  reason === 'port' ? WEBHOOK_URL_MESSAGES.port : WEBHOOK_URL_MESSAGES.blocked;

/** Names that only ever mean this machine or its network, written with or without the root's dot. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal)\.?$/;

/** The address's shape: https (or http to a trusted host), no credentials, a standard port; an IP must be public. */
export function checkAddressShape(input: string, outbound: OutboundGuard): AddressCheck {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  }
  const host = hostOf(url);
  const trusted = outbound.isTrusted(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && trusted))
    return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  if (url.username || url.password) return { ok: false, message: WEBHOOK_URL_MESSAGES.credentials };
  if (trusted) return { ok: true, url, trusted };
  if (LOCAL_NAME.test(host)) return { ok: false, message: WEBHOOK_URL_MESSAGES.blocked };
  if (!outbound.allowsPort(url)) return { ok: false, message: WEBHOOK_URL_MESSAGES.port };
  if (isIP(host) && !isPublicAddress(host)) return { ok: false, message: WEBHOOK_URL_MESSAGES.blocked };
  return { ok: true, url, trusted };
}

/**
 * The shape, then where the host points now: refused when any of its addresses is not public.
 * A host that does not resolve (yet) is accepted: every attempt checks again before connecting.
 */
export async function checkAddress(input: string, outbound: OutboundGuard): Promise<AddressCheck> {
  const shape = checkAddressShape(input, outbound);
  if (!shape.ok || shape.trusted) return shape;
  const where = await outbound.check(shape.url);
  return where.ok ? shape : { ok: false, message: refusalMessage(where.reason) };
}
