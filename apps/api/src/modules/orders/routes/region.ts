import { IdParamsSchema, ORDER_PATHS, RegionConfigSchema } from '@sameday/contract';
import type { Config } from '../../../config';
import { type AuthGuard, RESTRICTED_ALLOWED } from '../../../platform/auth';
import type { SchemaApp } from '../../../platform/schemas';
import * as orders from '../service';

const tags = ['orders'];

/** The address form of a region. */
export function registerRegionRoutes(
  api: SchemaApp,
  { config, authenticate }: { config: Config; authenticate: AuthGuard },
): void {
  api.get(
    ORDER_PATHS.region(':id'),
    {
      ...RESTRICTED_ALLOWED,
      schema: {
        tags,
        summary: 'The address form of a region: labels, placeholders, features',
        params: IdParamsSchema,
        response: { 200: RegionConfigSchema },
      },
    },
    async (request) => {
      await authenticate(request, { allowRestricted: true });
      return orders.regionConfig(request.params.id, config.supportEmail);
    },
  );
}
