import {
  PLACE_PATHS,
  PlaceParamsSchema,
  PlaceSchema,
  PlaceSearchQuerySchema,
  PlaceSearchResponseSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { actorOf } from '../../platform/actor';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import { getPlace, searchPlaces } from './service';

const tags = ['places'];

/** Address search with no outside service: the UAE's areas and landmarks, and the account's own addresses. */
export function registerPlaceRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  api.get(
    PLACE_PATHS.search,
    {
      schema: {
        tags,
        summary: "Places matching the words typed: the account's own addresses, landmarks, areas",
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request);
      return { places: await searchPlaces(db, actorOf(caller), request.query.q) };
    },
  );

  api.get(
    PLACE_PATHS.place(':placeId'),
    {
      schema: {
        tags,
        summary: "One place's details (displayName, formattedAddress)",
        params: PlaceParamsSchema,
        response: { 200: PlaceSchema },
      },
    },
    async (request) => getPlace(db, actorOf(await authenticate(request)), request.params.placeId),
  );
}
