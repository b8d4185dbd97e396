import {
  RecipientVerificationSchema,
  SendVerificationCodeInputSchema,
  TRACKING_PATHS,
  TrackingCodeParamsSchema,
  TrackingViewSchema,
  VerificationCodeSentSchema,
  VerifyRecipientInputSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { withSchemas } from '../../../platform/schemas';
import { type Deps, publicRateLimited, tags } from '../route-deps';
import * as tracking from '../service';

/** The tracking page's reads: the order by its code, and the recipient's one-time code. */
export function registerPublicRoutes(app: FastifyInstance, deps: Deps) {
  const api = withSchemas(app);
  const { rateLimits } = deps;
  const view = (code: string) => tracking.trackOrder(deps, code);
  api.get(
    TRACKING_PATHS.track(':code'),
    {
      ...publicRateLimited(rateLimits.trackingLookup),
      schema: {
        tags,
        summary: 'The recipient’s view of a delivery by its tracking code (no sign-in; no phone or full address)',
        params: TrackingCodeParamsSchema,
        response: { 200: TrackingViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return view(request.params.code);
    },
  );
  api.post(
    TRACKING_PATHS.sendVerificationCode(':code'),
    {
      ...publicRateLimited(rateLimits.trackingCodeSend),
      schema: {
        tags,
        summary: 'Sends a one-time code to the phone the order is for (limited per order and per IP)',
        params: TrackingCodeParamsSchema,
        body: SendVerificationCodeInputSchema,
        response: { 200: VerificationCodeSentSchema },
      },
    },
    async (request) => tracking.sendVerificationCode(deps, request.params.code),
  );
  api.post(
    TRACKING_PATHS.verify(':code'),
    {
      ...publicRateLimited(rateLimits.trackingVerify),
      schema: {
        tags,
        summary:
          'The recipient confirms the delivery is theirs (the phone’s last 4 digits, or the code sent to it): a confirmation for the actions’ x-recipient-verification header',
        params: TrackingCodeParamsSchema,
        body: VerifyRecipientInputSchema,
        response: { 200: RecipientVerificationSchema },
      },
    },
    async (request) => tracking.verifyRecipient(deps, request.params.code, request.body),
  );
}

/** What the recipient asks for on the tracking page, each confirmed by a code sent to their phone. */
