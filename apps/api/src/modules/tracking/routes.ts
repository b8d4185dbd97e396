import {
  IdParamsSchema,
  InstructionsInputSchema,
  RatingInputSchema,
  RECIPIENT_VERIFICATION_HEADER,
  RecipientVerificationHeadersSchema,
  RecipientVerificationSchema,
  RescheduleInputSchema,
  ReturnRequestInputSchema,
  SendVerificationCodeInputSchema,
  TRACKING_PATHS,
  TrackingCodeParamsSchema,
  TrackingLinkSchema,
  TrackingSettingsSchema,
  TrackingViewSchema,
  UnavailableInputSchema,
  VerificationCodeSentSchema,
  VerifyRecipientInputSchema,
} from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RateLimit } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as tracking from './service';

const tags = ['tracking'];
/** Anyone may call it, at most `limit` times per IP. */
const publicRateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit, isPublic: true } });

type Deps = {
  db: Db;
  codes: tracking.TrackingCodes;
  authenticate: AuthGuard;
  rateLimits: {
    trackingLookup: RateLimit;
    trackingAction: RateLimit;
    trackingVerify: RateLimit;
    trackingCodeSend: RateLimit;
  };
  /** Where the recipient's one-time codes go (built where the app is composed); none: they stay in `recipient_messages`. */
  provider: tracking.VerificationDeps['provider'];
  phoneChannel?: 'sms' | 'whatsapp';
};

/**
 * The public tracking page's calls and the merchant's tracking settings (docs/decisions/037). The
 * code reads the page; a change also needs the recipient's confirmation (docs/decisions/052).
 */
export function registerTrackingRoutes(app: FastifyInstance, deps: Deps): void {
  registerPublicRoutes(app, deps);
  registerRecipientActionRoutes(app, deps);
  registerMerchantRoutes(app, deps);
}

function registerPublicRoutes(app: FastifyInstance, deps: Deps) {
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
function registerRecipientActionRoutes(app: FastifyInstance, deps: Deps) {
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

function registerMerchantRoutes(app: FastifyInstance, { db, codes, authenticate }: Deps) {
  const api = withSchemas(app);
  api.get(
    TRACKING_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'The tracking page’s brand and which events notify recipients',
        response: { 200: TrackingSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:read' });
      return tracking.getTrackingSettings(db, caller.accountId);
    },
  );
  api.put(
    TRACKING_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Changes the tracking page’s brand, the notified events and the return window',
        body: TrackingSettingsSchema,
        response: { 200: TrackingSettingsSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'settings:write' });
      return tracking.saveTrackingSettings(db, caller.accountId, request.body);
    },
  );
  api.get(
    TRACKING_PATHS.orderLink(':id'),
    {
      schema: {
        tags,
        summary: 'An order’s tracking code and page (as printed on its label)',
        params: IdParamsSchema,
        response: { 200: TrackingLinkSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'orders:read' });
      return tracking.trackingLink(db, codes, caller.accountId, request.params.id);
    },
  );
}
