import { CreatePreferenceBodySchema, PreferenceKeySchema, UpdatePreferenceBodySchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { parseInput } from '../../platform/errors';
import * as prefs from './service';

const KeyParamsSchema = z.object({ key: PreferenceKeySchema });
const DefaultKindParamsSchema = z.object({ kind: z.enum(['pickup', 'dropoff']) });

export function registerPreferenceRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;

  app.get('/partner/preferences', async (request) => {
    const caller = await authenticate(request);
    return prefs.getPreferences(db, caller.accountId);
  });

  app.post('/partner/preferences', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    const { key, value } = parseInput(CreatePreferenceBodySchema, request.body);
    return prefs.createPreference(db, caller.accountId, key, value);
  });

  app.put('/partner/preferences/:key', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    const { key } = parseInput(KeyParamsSchema, request.params);
    const { value } = parseInput(UpdatePreferenceBodySchema, request.body);
    return prefs.updatePreference(db, caller.accountId, key, value);
  });

  app.delete('/partner/preferences/:key', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    const { key } = parseInput(KeyParamsSchema, request.params);
    return prefs.deletePreference(db, caller.accountId, key);
  });

  /** Remove default: forgets the default pickup or drop-off location. */
  app.delete('/partner/preferences/default/:kind', async (request) => {
    const caller = await authenticate(request, { permission: 'settings:write' });
    const { kind } = parseInput(DefaultKindParamsSchema, request.params);
    return prefs.deletePreference(
      db,
      caller.accountId,
      kind === 'pickup' ? 'defaultPickupDetails' : 'defaultDropoffDetails',
    );
  });
}
