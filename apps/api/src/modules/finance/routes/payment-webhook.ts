import {
  FINANCE_PATHS,
  PAYMENT_MESSAGES,
  PaymentWebhookAnswerSchema,
  PaymentWebhookEventSchema,
} from '@sameday/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_ROUTE } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import { withSchemas } from '../../../platform/schemas';
import type { PaymentEvent } from '../adapters/payment-provider';
import * as payments from '../service/card-payments';

const tags = ['finance'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The payment provider's event, once its signature over the raw body is checked. */
    paymentEvent?: PaymentEvent;
  }
}

/** The payment provider's signed events, which confirm card payments. */
export function registerPaymentWebhookRoutes(app: FastifyInstance, deps: payments.PaymentDeps): void {
  // The webhook reads its body raw: the signature is checked over the exact bytes, before the body's schema.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      async (request: FastifyRequest, body: Buffer) => {
        request.paymentEvent = await payments.readSignedEvent(deps.provider, body, request.headers['stripe-signature']);
        return JSON.parse(body.toString('utf8'));
      },
    );
    withSchemas(scope).post(
      FINANCE_PATHS.paymentWebhook,
      {
        ...PUBLIC_ROUTE,
        // Without a provider nothing is read; the signature itself is checked as the body is read.
        onRequest: async (request) => {
          if (!deps.provider) throw new AppError('unavailable', PAYMENT_MESSAGES.cardPaymentsClosed);
          if (!request.headers['stripe-signature'])
            throw new AppError('invalid_argument', PAYMENT_MESSAGES.badSignature);
        },
        schema: {
          tags,
          summary: "The payment provider's signed events (Stripe-Signature header, no session)",
          body: PaymentWebhookEventSchema,
          response: { 200: PaymentWebhookAnswerSchema },
        },
      },
      async (request) => {
        if (!request.paymentEvent) throw new AppError('invalid_argument', PAYMENT_MESSAGES.badSignature);
        await payments.receivePaymentEvent({ ...deps, log: request.log }, request.paymentEvent);
        return { received: true as const };
      },
    );
  });
}
