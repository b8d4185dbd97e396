import {
  CreatePreferenceBodySchema,
  DefaultKindParamsSchema,
  PREFERENCE_PATHS,
  PreferenceKeyParamsSchema,
  PreferencesSchema,
  UpdatePreferenceBodySchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as prefs from './service';

const tags = ['preferences'];
const response = { 200: PreferencesSchema };

/**
 * The account's preferences (cut-off times, default locations). Each call answers every
 * preference; the value of a key is checked by the service against that key's own schema.
 */
export function registerPreferenceRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    PREFERENCE_PATHS.preferences,
    { schema: { tags, summary: 'Every preference', response } },
    async (request) => {
      const caller = await authenticate(request);
      return prefs.getPreferences(db, caller.accountId);
    },
  );

  api.post(
    PREFERENCE_PATHS.preferences,
    { schema: { tags, summary: 'Set a preference not yet set', body: CreatePreferenceBodySchema, response } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return prefs.createPreference(db, caller.accountId, request.body.key, request.body.value);
    },
  );

  api.put(
    PREFERENCE_PATHS.preference(':key'),
    {
      schema: {
        tags,
        summary: 'Set a preference',
        params: PreferenceKeyParamsSchema,
        body: UpdatePreferenceBodySchema,
        response,
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return prefs.updatePreference(db, caller.accountId, request.params.key, request.body.value);
    },
  );

  api.delete(
    PREFERENCE_PATHS.preference(':key'),
    { schema: { tags, summary: 'Send a preference back to its default', params: PreferenceKeyParamsSchema, response } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return prefs.deletePreference(db, caller.accountId, request.params.key);
    },
  );

  /** Remove default: forgets the default pickup or drop-off location. */
  api.delete(
    PREFERENCE_PATHS.removeDefault(':kind'),
    {
      schema: {
        tags,
        summary: 'Forget the default pickup or drop-off location',
        params: DefaultKindParamsSchema,
        response,
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      const key = request.params.kind === 'pickup' ? 'defaultPickupDetails' : 'defaultDropoffDetails';
      return prefs.deletePreference(db, caller.accountId, key);
    },
  );
}
