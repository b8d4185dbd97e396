import { COURIER_APP_MESSAGES as M, MISSION_PATHS, PROOF_MAX_BYTES, ProofUploadAnswerSchema } from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RateLimit } from '../../../config';
import type { Db } from '../../../db/client';
import { courierActor } from '../../../platform/actor';
import { type AuthGuard, COURIER_ROUTE } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { withSchemas } from '../../../platform/schemas';
import type { FileStore } from '../adapters';
import * as proofs from '../service';

export type ProofRouteDeps = {
  db: Db;
  store: FileStore;
  linker: proofs.ProofLinker;
  authenticate: AuthGuard;
  /** Per IP, for the signed links' images (the tracking page's own limit: the page opens them). */
  imageLimit: RateLimit;
};

const tags = ['courier'];
const ImageSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** A body announced larger than a proof may be is refused before it is read. */
async function refuseLargeBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > PROOF_MAX_BYTES) throw new AppError('out_of_range', M.proofTooLarge);
}

/**
 * The proofs' routes: the courier's upload of an image (raw body), and the images behind the
 * signed links the merchant's order and the tracking page answer.
 */
export function registerProofRoutes(app: FastifyInstance, deps: ProofRouteDeps): void {
  const { db, store, linker, authenticate } = deps;
  // The upload's own scope: any body is read as bytes (up to the limit) and judged by its content.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PROOF_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    withSchemas(scope).put(
      MISSION_PATHS.courierProof(':id'),
      {
        ...COURIER_ROUTE,
        onRequest: refuseLargeBody,
        bodyLimit: PROOF_MAX_BYTES,
        schema: {
          tags,
          summary: 'Upload a proof image (photo or signature) under an id the phone made (the courier)',
          description:
            'The body is the image itself (image/jpeg, image/png or image/webp, up to 5 MB), not JSON: judged by its content, re-encoded and stripped of metadata. The same id sent again answers the same.',
          params: z.object({ id: z.uuid() }),
          response: { 200: ProofUploadAnswerSchema },
        },
      },
      async (request) => {
        const caller = await authenticate(request);
        return proofs.uploadProof(
          { db, store },
          courierActor(caller).userId,
          request.params.id,
          request.headers['content-type'],
          request.body,
        );
      },
    );
  });
  withSchemas(app).get(
    MISSION_PATHS.proofImage(':id'),
    {
      // Public: the signed link is the key (checked before anything is read).
      config: { isPublic: true, rateLimit: deps.imageLimit },
      schema: {
        tags,
        summary: 'A proof image, through a signed link that expires',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ expires: z.coerce.number().int(), sig: z.string().min(1).max(100) }),
        response: { 200: { description: 'The image', content: { 'image/jpeg': { schema: ImageSchema } } } },
      },
    },
    async (request, reply) => {
      const file = await proofs.openProof(
        { db, store, linker },
        request.params.id,
        request.query.expires,
        request.query.sig,
      );
      reply.header('content-type', file.contentType);
      reply.header('cache-control', `private, max-age=${file.maxAge}`);
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(file.body);
    },
  );
}
