import {
  IdParamsSchema,
  PICKUP_MESSAGES,
  PICKUP_PATHS,
  PickupManifestsAnswerSchema,
  PickupRequestBodySchema,
  PickupRequestSchema,
  PickupRequestsAnswerSchema,
  PickupWindowsAnswerSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, courierActor } from '../../../platform/actor';
import { type AuthGuard, COURIER_ROUTE } from '../../../platform/auth';
import { type SchemaApp, withSchemas } from '../../../platform/schemas';
import * as pickups from '../service';

export type PickupRouteDeps = pickups.PickupsDeps & pickups.ManifestFileDeps & { authenticate: AuthGuard };

const tags = ['pickups'];
const FileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
const PdfAnswer = {
  description: 'pickup-manifest-{date}.pdf',
  content: { 'application/pdf': { schema: FileBytesSchema } },
};
/** A Dubai day, today or one of the last 90 (checked against the domain's clock in the service). */
const DateQuerySchema = z.object({ date: z.iso.date({ error: PICKUP_MESSAGES.manifestDayInvalid }) });

/** The merchant's pickup requests: the windows offered, the requests, asking and cancelling. */
function registerRequestRoutes(api: SchemaApp, deps: PickupRouteDeps): void {
  const { authenticate } = deps;
  api.get(
    PICKUP_PATHS.windows,
    {
      schema: {
        tags,
        summary: 'The windows a pickup can be asked for now (Dubai time)',
        response: { 200: PickupWindowsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return pickups.windowsOffered(deps.db, caller.accountId, deps.now());
    },
  );
  api.get(
    PICKUP_PATHS.requests,
    {
      schema: {
        tags,
        summary: "The account's pickup requests of today and later",
        response: { 200: PickupRequestsAnswerSchema },
      },
    },
    async (request) =>
      pickups.listRequests(deps, (await authenticate(request, { permission: 'orders:read' })).accountId),
  );
  api.post(
    PICKUP_PATHS.requests,
    {
      schema: {
        tags,
        summary: 'Ask a pickup at one of your pickup addresses in an offered window',
        description: 'One open request per address and day: a second is refused with already_exists.',
        body: PickupRequestBodySchema,
        response: { 200: PickupRequestSchema },
      },
    },
    async (request) =>
      pickups.requestPickup(deps, actorOf(await authenticate(request, { permission: 'orders:write' })), request.body),
  );
  api.delete(
    PICKUP_PATHS.request(':id'),
    {
      schema: {
        tags,
        summary: 'Cancel a pickup request whose pickup is not planned yet',
        params: IdParamsSchema,
        response: { 200: PickupRequestSchema },
      },
    },
    async (request) =>
      pickups.cancelPickup(
        deps,
        actorOf(await authenticate(request, { permission: 'orders:write' })),
        request.params.id,
      ),
  );
}

/** The pickup manifests: the merchant's list and PDFs, and the courier's PDF at a pickup stop. */
function registerManifestRoutes(api: SchemaApp, deps: PickupRouteDeps): void {
  const { authenticate } = deps;
  api.get(
    PICKUP_PATHS.manifests,
    {
      schema: {
        tags,
        summary: "Each pickup address's manifest of a day: orders, parcels, cash to collect, sign-off",
        description:
          'date: a Dubai day, today or one of the last 90 days; a later, older or malformed day is invalid_argument on the field date. Only the caller’s account.',
        querystring: DateQuerySchema,
        response: { 200: PickupManifestsAnswerSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return pickups.listManifests(deps.db, caller.accountId, request.query.date, deps.now());
    },
  );
  api.get(
    PICKUP_PATHS.manifestPdf(':id'),
    {
      schema: {
        tags,
        summary: "A pickup address's manifest of a day as a PDF (signed once signed off)",
        params: IdParamsSchema,
        querystring: DateQuerySchema,
        response: { 200: PdfAnswer },
      },
    },
    async (request, reply) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      const file = await pickups.merchantManifestPdf(deps, caller.accountId, request.params.id, request.query.date);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.pdf);
    },
  );
  api.get(
    PICKUP_PATHS.courierManifestPdf(':id'),
    {
      ...COURIER_ROUTE,
      schema: {
        tags: ['courier'],
        summary: "A pickup stop's manifest as a PDF (the courier)",
        params: IdParamsSchema,
        response: { 200: PdfAnswer },
      },
    },
    async (request, reply) => {
      const actor = courierActor(await authenticate(request));
      const file = await pickups.courierManifestPdf(deps, actor, request.params.id);
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`);
      return reply.send(file.pdf);
    },
  );
}

/** The pickups' routes (decision 072). */
export function registerPickupRoutes(app: FastifyInstance, deps: PickupRouteDeps): void {
  const api = withSchemas(app);
  registerRequestRoutes(api, deps);
  registerManifestRoutes(api, deps);
}
