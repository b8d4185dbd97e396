import { type ErrorCode, ErrorShapeSchema, type FieldError } from '@sameday/contract';
import { eq, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { json, PLATFORM, type ReceivedMail, refreshCookieOf, registerBody } from './harness';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asserts an HTTP status and the error shape {code, message, details}: no other
 * keys than the contract allows, and the exact message.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
  message: string,
): Record<string, unknown> & { details: { fields?: FieldError[] } & Record<string, unknown> } {
  expect(response.statusCode, response.body).toBe(status);
  const body = json(response);
  expect(ErrorShapeSchema.safeParse(body).success, response.body).toBe(true);
  expect(Object.keys(body).every((key) => ['code', 'message', 'details', 'status', 'errorDetail'].includes(key))).toBe(
    true,
  );
  expect(body.code).toBe(code);
  expect(body.message).toBe(message);
  expect(typeof body.details).toBe('object');
  return body as ReturnType<typeof expectError>;
}

/** The message of a 400 whose fields are not valid (each field's own message is in details.fields). */
export const NOT_VALID = 'Some fields are not valid.';

/** Asserts the 401 of a call made without a (valid) token. */
export const expectUnauthenticated = (response: LightMyRequestResponse) =>
  expectError(response, 401, 'unauthenticated', 'Sign in to continue.');

/** Asserts that each route answers 401 without a token (a write is sent an empty body). */
export async function expectEachUnauthenticated(
  app: FastifyInstance,
  routes: readonly (readonly ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string])[],
) {
  for (const [method, path] of routes) {
    const payload = method === 'GET' ? {} : { payload: {} };
    expectUnauthenticated(await app.inject({ method, url: `${PLATFORM}${path}`, headers: {}, ...payload }));
  }
}

/** The message of one field in details.fields (undefined when the field carries none). */
export function fieldMessage(response: LightMyRequestResponse, field: string): string | undefined {
  const fields = (json(response).details as { fields?: FieldError[] } | undefined)?.fields ?? [];
  return fields.find((entry) => entry.field === field)?.message;
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registerBody(overrides);
  const response = await app.inject({ method: 'POST', url: `${PLATFORM}/partner/register`, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return { email: String(body.email).toLowerCase(), password: String(body.password), response };
}

export function signIn(app: FastifyInstance, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: `${PLATFORM}/identity/sign-in`,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs in and answers the access token and the refresh cookie of the new session. */
export async function openSession(app: FastifyInstance, email: string, password: string) {
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return { token: json<{ token: string }>(response).token, cookie: refreshCookieOf(response) as string };
}

export function getPartnerUser(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: `${PLATFORM}/partner/user`, headers: bearer(token) });
}

export function refresh(app: FastifyInstance, cookie: string | undefined) {
  return app.inject({
    method: 'POST',
    url: `${PLATFORM}/identity/token`,
    headers: cookie ? { cookie } : {},
  });
}

/** The last mail the SMTP server received for `to`. */
export function lastMailTo(mails: ReceivedMail[], to: string): ReceivedMail {
  const mail = mails.filter((received) => received.to === to).at(-1);
  if (!mail) throw new Error(`no mail received for ${to}`);
  return mail;
}

export function resetCodeIn(mail: ReceivedMail): string {
  const code = /\bis (\d{6})\./.exec(mail.text)?.[1];
  if (!code) throw new Error(`no reset code in mail: ${mail.text}`);
  return code;
}

export const RESET_LINK_PATTERN = /http:\/\/localhost:3000\/password-recovery\?token=([A-Za-z0-9_-]+)/;

export function resetLinkTokenIn(mail: ReceivedMail): string {
  const token = RESET_LINK_PATTERN.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in mail: ${mail.text}`);
  return token;
}

/** The id of the user registered with `email`. */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Every row of every table of the schema, as JSON text per table: to prove a secret is stored nowhere. */
export async function dumpEveryTable(db: Db): Promise<{ table: string; rows: string }[]> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable);
  return Promise.all(
    tables.map(async (table) => ({ table: getTableName(table), rows: JSON.stringify(await db.select().from(table)) })),
  );
}

/**
 * Opens `connections` pooled connections at once, so that as many requests fired
 * together then really run side by side on PostgreSQL (a cold pool would serialise
 * them while it connects). PGlite has a single connection: there it changes nothing.
 */
export async function warmPool(db: Db, connections: number): Promise<void> {
  await Promise.all(Array.from({ length: connections }, () => db.execute(sql`select pg_sleep(0.02)`)));
}
