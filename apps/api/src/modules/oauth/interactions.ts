import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAUTH_SCOPES, permissionsOfRole } from '@sameday/contract';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { checkSignIn } from '../identity';
import * as q from './queries';

type Raw = { req: IncomingMessage; res: ServerResponse };
type Redirect = { kind: 'redirect'; location: string };
export type LoginView = {
  kind: 'login';
  uid: string;
  clientName: string;
  email?: string;
  error?: string;
  /** The sign-in's lock: the page answers 429 with Retry-After, as /identity/sign-in does. */
  retryAfterSeconds?: number;
};
type ErrorView = { kind: 'error'; message: string };

export const WRONG_CREDENTIALS = 'Invalid login or password';
export const NOT_A_MEMBER = 'You are not a member of the account this application belongs to.';
export const INTERACTION_GONE =
  'This sign-in request has expired or was already used. Start again from the application.';

async function details(provider: Provider, raw: Raw) {
  try {
    return await provider.interactionDetails(raw.req, raw.res);
  } catch {
    return undefined;
  }
}

const errorPage = (message: string): ErrorView => ({ kind: 'error', message });

/** The authorisation request waiting for a sign-in, and its client. */
async function loginRequest(db: Db, provider: Provider, raw: Raw) {
  const interaction = await details(provider, raw);
  if (interaction?.prompt.name !== 'login') return undefined;
  const client = await q.findLiveClient(db, String(interaction.params.client_id));
  return client ? { uid: interaction.uid, client } : undefined;
}

/** What the sign-in page shows: the application's name. */
export async function loginView(db: Db, provider: Provider, raw: Raw): Promise<LoginView | ErrorView> {
  const request = await loginRequest(db, provider, raw);
  if (!request) return errorPage(INTERACTION_GONE);
  return { kind: 'login', uid: request.uid, clientName: request.client.name };
}

/**
 * Checks the email and password under the sign-in's one lockout (identity's checkSignIn: the
 * same count per account and IP as /identity/sign-in). Only members of the client's account
 * are admitted (a client acts on the one account it was made in); anyone else hears exactly
 * what a wrong password hears, counted alike, so the page never confirms another account's
 * password. Right: the authorisation request goes on.
 */
export async function submitLogin(
  db: Db,
  provider: Provider,
  raw: Raw,
  form: { email: string; password: string },
  ip: string,
): Promise<Redirect | LoginView | ErrorView> {
  const request = await loginRequest(db, provider, raw);
  if (!request) return errorPage(INTERACTION_GONE);
  const { client } = request;
  const shown: LoginView = { kind: 'login', uid: request.uid, clientName: client.name, email: form.email };
  try {
    const check = await checkSignIn(db, {
      email: form.email.toLowerCase(),
      password: form.password,
      ip,
      isAdmitted: async (userId) => (await q.findRole(db, userId, client.accountId)) !== undefined,
    });
    if (check.kind !== 'signed-in') return { ...shown, error: WRONG_CREDENTIALS };
    const location = await provider.interactionResult(raw.req, raw.res, {
      login: { accountId: String(check.user.id) },
    });
    return { kind: 'redirect', location };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'resource_exhausted') throw error;
    const retryAfterSeconds = Number(error.extras.details?.retryAfterSeconds ?? 1);
    return { ...shown, error: error.message, retryAfterSeconds };
  }
}

/** The scopes this person may grant the client: asked for, allowed to the client, allowed to their role. */
async function grantable(db: Db, provider: Provider, raw: Raw) {
  const interaction = await details(provider, raw);
  if (interaction?.prompt.name !== 'consent' || !interaction.session) return undefined;
  const client = await q.findLiveClient(db, String(interaction.params.client_id));
  if (!client) return undefined;
  const userId = Number(interaction.session.accountId);
  const role = await q.findRole(db, userId, client.accountId);
  const asked = String(interaction.params.scope ?? '').split(' ');
  const allowed = new Set(role ? permissionsOfRole(role) : []);
  const scopes = OAUTH_SCOPES.filter((s) => asked.includes(s) && client.scopes.includes(s) && allowed.has(s));
  return { interaction, client, userId, role, scopes };
}

export async function consentView(db: Db, provider: Provider, raw: Raw) {
  const found = await grantable(db, provider, raw);
  if (!found) return errorPage(INTERACTION_GONE);
  if (!found.role) return errorPage(NOT_A_MEMBER);
  if (found.scopes.length === 0) return errorPage('Your role in this account allows none of the access asked for.');
  return {
    kind: 'consent' as const,
    uid: found.interaction.uid,
    clientName: found.client.name,
    accountName: (await q.findAccountName(db, found.client.accountId)) ?? '',
    userName: (await q.findUserName(db, found.userId)) ?? '',
    scopes: found.scopes,
  };
}

/** Allow: a grant of the scopes shown, on this API; deny: the application hears access_denied. */
export async function submitConsent(
  db: Db,
  provider: Provider,
  raw: Raw,
  decision: 'allow' | 'deny',
  resource: string,
): Promise<Redirect | ErrorView> {
  const found = await grantable(db, provider, raw);
  if (!found) return errorPage(INTERACTION_GONE);
  if (decision === 'deny' || !found.role || found.scopes.length === 0) {
    const location = await provider.interactionResult(
      raw.req,
      raw.res,
      { error: 'access_denied', error_description: 'The account holder denied the request.' },
      { mergeWithLastSubmission: false },
    );
    return { kind: 'redirect', location };
  }
  const grant = new provider.Grant({ accountId: String(found.userId), clientId: found.client.id });
  // The scopes are both the server's and this API's: the consent covers both lists.
  grant.addOIDCScope(found.scopes.join(' '));
  grant.addResourceScope(resource, found.scopes.join(' '));
  const grantId = await grant.save();
  const location = await provider.interactionResult(raw.req, raw.res, { consent: { grantId } });
  return { kind: 'redirect', location };
}
