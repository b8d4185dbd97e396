import {
  OAUTH_PATHS,
  OAuthClientIdParamsSchema,
  OAuthClientInputSchema,
  OAuthClientListQuerySchema,
  OAuthClientListSchema,
  OAuthClientPatchSchema,
  OAuthClientSchema,
  OAuthClientWithSecretSchema,
  OAuthRevokedSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import { type OAuthRouteDeps, tags } from '../route-deps';
import * as clients from '../service';

const PERMISSION = 'integrations:manage';
const SCOPE_NOTE =
  'Signed-in people of the account with the `integrations:manage` permission; not with a client token.';

/** The API clients of the caller's account: created, listed, their secrets rotated, revoked. */
export function registerClientRoutes(app: FastifyInstance, { db, authenticate }: OAuthRouteDeps) {
  const api = withSchemas(app);
  const describe = (summary: string) => ({ tags, summary, description: SCOPE_NOTE });
  api.get(
    OAUTH_PATHS.clients,
    {
      schema: {
        ...describe('The account’s API clients, newest first'),
        querystring: OAuthClientListQuerySchema,
        response: { 200: OAuthClientListSchema },
      },
    },
    async (request) => clients.listClients(db, await authenticate(request, { permission: PERMISSION }), request.query),
  );
  api.post(
    OAUTH_PATHS.clients,
    {
      schema: {
        ...describe('Creates an API client; its secret is in this answer only'),
        body: OAuthClientInputSchema,
        response: { 200: OAuthClientWithSecretSchema },
      },
    },
    async (request) => clients.createClient(db, await authenticate(request, { permission: PERMISSION }), request.body),
  );
  api.get(
    OAUTH_PATHS.client(':id'),
    {
      schema: {
        ...describe('One API client'),
        params: OAuthClientIdParamsSchema,
        response: { 200: OAuthClientSchema },
      },
    },
    async (request) =>
      clients.getClient(db, await authenticate(request, { permission: PERMISSION }), request.params.id),
  );
  api.patch(
    OAUTH_PATHS.client(':id'),
    {
      schema: {
        ...describe('Renames the client or changes its scopes or redirect URIs'),
        params: OAuthClientIdParamsSchema,
        body: OAuthClientPatchSchema,
        response: { 200: OAuthClientSchema },
      },
    },
    async (request) =>
      clients.updateClient(
        db,
        await authenticate(request, { permission: PERMISSION }),
        request.params.id,
        request.body,
      ),
  );
  api.delete(
    OAUTH_PATHS.client(':id'),
    {
      schema: {
        ...describe('Revokes the client: its secret, grants and tokens stop working at once'),
        params: OAuthClientIdParamsSchema,
        response: { 200: OAuthRevokedSchema },
      },
    },
    async (request) =>
      clients.revokeClient(db, await authenticate(request, { permission: PERMISSION }), request.params.id),
  );
  api.post(
    OAUTH_PATHS.clientSecret(':id'),
    {
      schema: {
        ...describe('A new client secret (in this answer only); the old one stops working at once'),
        params: OAuthClientIdParamsSchema,
        response: { 200: OAuthClientWithSecretSchema },
      },
    },
    async (request) =>
      clients.rotateSecret(db, await authenticate(request, { permission: PERMISSION }), request.params.id),
  );
}

/** The client_id and secret of a client_secret_basic call. */
