import { ErrorShapeSchema, OkAnswerSchema, REQUEST_MESSAGES, RUNTIME_PATHS } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { BaseDb } from '../../db/client';
import { AppError } from '../../platform/errors';
import { readinessCheck } from '../../platform/readiness';
import { withSchemas } from '../../platform/schemas';

/** What a 503 from /readyz asks the probe to wait before the next check. */
const RETRY_AFTER_SECONDS = 5;

/**
 * /readyz: whether this process can serve, for a load balancer or an orchestrator to send it
 * traffic. /healthz stays the liveness check (the process answers), so a database outage takes
 * every replica out of rotation without any of them being restarted for it (decision 065).
 */
export function registerReadinessRoute(app: FastifyInstance, db: BaseDb): void {
  const check = readinessCheck(db);
  withSchemas(app).get(
    RUNTIME_PATHS.ready,
    {
      schema: {
        tags: ['runtime'],
        summary: 'Whether the process can serve: its database answers and every migration is applied',
        response: {
          200: OkAnswerSchema,
          503: ErrorShapeSchema.describe(
            'unavailable: details.database (ok, unavailable: down or not answering within 2 s) and details.migrations (ok, pending, unknown); try again after Retry-After seconds',
          ),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await check();
      if (readiness.database === 'ok' && readiness.migrations === 'ok') return { status: 'OK' as const };
      throw new AppError('unavailable', REQUEST_MESSAGES.notReady, {
        details: { ...readiness, retryAfterSeconds: RETRY_AFTER_SECONDS },
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      });
    },
  );
}
