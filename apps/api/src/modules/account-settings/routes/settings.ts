import { ACCOUNT_SETTINGS_PATHS, AccountSettingsInputSchema, AccountSettingsSchema } from '@sameday/contract';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as settings from '../service';

const tags = ['account-settings'];

/** The account's settings. */
export function registerSettingsRoutes(
  api: SchemaApp,
  { db, authenticate }: { db: Db; authenticate: AuthGuard },
): void {
  api.get(
    ACCOUNT_SETTINGS_PATHS.settings,
    { schema: { tags, summary: 'Opening hours and contact', response: { 200: AccountSettingsSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return settings.getAccountSettings(db, caller.accountId);
    },
  );

  api.put(
    ACCOUNT_SETTINGS_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Save the opening hours and contact',
        body: AccountSettingsInputSchema,
        response: { 200: AccountSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return settings.updateAccountSettings(db, caller.accountId, request.body);
    },
  );
}
