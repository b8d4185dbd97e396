import {
  InstructionsInputSchema,
  RatingInputSchema,
  RECIPIENT_VERIFICATION_HEADER,
  RecipientVerificationHeadersSchema,
  RescheduleInputSchema,
  ReturnRequestInputSchema,
  TRACKING_PATHS,
  TrackingCodeParamsSchema,
  TrackingViewSchema,
  UnavailableInputSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { withSchemas } from '../../../platform/schemas';
import { type Deps, publicRateLimited, tags } from '../route-deps';
import * as tracking from '../service';

/** What the recipient changes from the tracking page, once they confirmed the order is theirs. */
export function registerRecipientActionRoutes(app: FastifyInstance, deps: Deps) {
  const api = withSchemas(app);
  const { rateLimits } = deps;
  const view = (code: string) => tracking.trackOrder(deps, code);
  const action = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    run: (code: string, input: z.output<S>, verification: string | undefined) => Promise<unknown>,
  ) =>
    api.post(
      path,
      {
        ...publicRateLimited(rateLimits.trackingAction),
        schema: {
          tags,
          summary,
          params: TrackingCodeParamsSchema,
          headers: RecipientVerificationHeadersSchema,
          body,
          response: { 200: TrackingViewSchema },
        },
      },
      async (request) => {
        const { code } = request.params as { code: string };
        const verification = (request.headers as Record<string, string | undefined>)[RECIPIENT_VERIFICATION_HEADER];
        await run(code, request.body as z.output<S>, verification);
        return view(code);
      },
    );
  action(
    TRACKING_PATHS.instructions(':code'),
    'The recipient’s delivery instructions, before the order leaves the depot (confirmed recipient)',
    InstructionsInputSchema,
    (code, input, verification) => tracking.addInstructions(deps, code, input.text, verification),
  );
  action(
    TRACKING_PATHS.reschedule(':code'),
    'The recipient moves the delivery to another allowed day, before the order leaves the depot (confirmed recipient)',
    RescheduleInputSchema,
    (code, input, verification) => tracking.reschedule(deps, code, input.date, verification),
  );
  action(
    TRACKING_PATHS.unavailable(':code'),
    'The recipient won’t be available: the order at the depot is held for the merchant (confirmed recipient)',
    UnavailableInputSchema,
    (code, _input, verification) => tracking.markUnavailable(deps, code, verification),
  );
  action(
    TRACKING_PATHS.rating(':code'),
    'The recipient’s 1–5 rating and comment, once, after delivery',
    RatingInputSchema,
    (code, input) => tracking.rate(deps, code, input.stars, input.comment),
  );
  action(
    TRACKING_PATHS.return(':code'),
    'The recipient asks to send the parcels back, once, within the merchant’s return window after delivery (confirmed by a code sent to their phone)',
    ReturnRequestInputSchema,
    (code, input, verification) => tracking.requestReturn(deps, code, input.reason, verification),
  );
}
