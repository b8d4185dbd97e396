import { IdParamsSchema, WEBHOOK_PATHS, WebhookEndpointWithSecretSchema } from '@sameday/contract';
import type { AuthGuard } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as webhooks from '../service';

const tags = ['webhooks'];

/** A webhook endpoint's signing secret, replaced. */
export function registerRotateSecretRoutes(
  api: SchemaApp,
  deps: webhooks.WebhookDeps & { authenticate: AuthGuard },
): void {
  const { authenticate } = deps;

  api.post(
    WEBHOOK_PATHS.rotateSecret(':id'),
    {
      schema: {
        tags,
        summary: 'Replaces the endpoint’s signing secret; answers the new one, shown this once',
        params: IdParamsSchema,
        response: { 200: WebhookEndpointWithSecretSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'integrations:manage' });
      return webhooks.rotateSecret(deps, caller.accountId, request.params.id);
    },
  );
}
