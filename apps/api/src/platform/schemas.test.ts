// What a route's schemas do for every route: input is checked before the handler, in the
// error shape with the fields named; an answer leaves through its schema, so a column the
// schema doesn't name (a password hash) never does.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors';
import { registerSchemas, withSchemas } from './schemas';

let app: FastifyInstance;
let handled = 0;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerSchemas(app);
  registerErrorHandling(app);
  const api = withSchemas(app);
  const UserAnswer = z.object({ id: z.number(), email: z.string() });
  api.post(
    '/users/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ email: z.string().trim().email('Enter a valid email') }),
        response: { 200: UserAnswer },
      },
    },
    async (request) => {
      handled += 1;
      // A row as the database gives it: more than the answer names.
      const row = { id: request.params.id, email: request.body.email, passwordHash: '$argon2id$v=19$secret' };
      return row;
    },
  );
  api.get('/broken', { schema: { response: { 200: UserAnswer } } }, async () => ({ id: 'not a number' }) as never);
  await app.ready();
});
afterAll(() => app.close());

describe('route schemas', () => {
  it('answers through the schema: what it does not name never leaves', async () => {
    const response = await app.inject({ method: 'POST', url: '/users/7', payload: { email: ' rana@falcon.ae ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, email: 'rana@falcon.ae' });
    expect(response.body).not.toContain('argon2');
  });

  it('refuses bad input before the handler, with each field named', async () => {
    const before = handled;
    const response = await app.inject({ method: 'POST', url: '/users/0', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_argument', message: 'Some fields are not valid.' });
    expect(response.json().details.fields).toEqual([{ field: 'id', message: expect.any(String) }]);
    const body = await app.inject({ method: 'POST', url: '/users/3', payload: { email: 'nope' } });
    expect(body.json().details.fields).toEqual([{ field: 'email', message: 'Enter a valid email' }]);
    expect(handled).toBe(before);
  });

  it('reads a missing body as an empty one: the missing fields are named', async () => {
    const response = await app.inject({ method: 'POST', url: '/users/3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.map((field: { field: string }) => field.field)).toEqual(['email']);
  });

  it('answers 500 in the error shape, not the wrong answer, when a handler breaks its schema', async () => {
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(response.body).not.toContain('not a number');
  });
});
