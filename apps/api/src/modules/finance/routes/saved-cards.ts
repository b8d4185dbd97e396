import { CARD_ENTRY_ELSEWHERE, FINANCE_PATHS, IdParamsSchema, PaymentMethodListSchema } from '@sameday/contract';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AuthGuard } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { SchemaApp } from '../../../platform/schemas';
import * as finance from '../service';
import * as payments from '../service/card-payments';

const tags = ['finance'];

/** The account's saved cards: the list, the default, removing one; adding one happens on the provider's page. */
export function registerSavedCardRoutes(
  api: SchemaApp,
  { db, authenticate, paymentDeps }: { db: Db; authenticate: AuthGuard; paymentDeps: payments.PaymentDeps },
): void {
  api.get(
    FINANCE_PATHS.paymentMethods,
    { schema: { tags, summary: 'The saved cards', response: { 200: PaymentMethodListSchema } } },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:read' });
      return { paymentMethods: await finance.listPaymentMethods(db, caller.accountId) };
    },
  );

  // Card numbers never pass through this server (docs/decisions/014-no-card-data.md). The path stays
  // declared so a screen still sending a card (a tab opened before the change) reads why; the body
  // is neither validated, stored nor logged, so it declares none.
  api.post(
    FINANCE_PATHS.paymentMethods,
    {
      schema: {
        tags,
        summary: 'Refused: cards are added on the payment provider’s page',
        response: { 200: z.never().describe('Never: a card is refused unread (failed_precondition)') },
      },
    },
    async (request) => {
      await authenticate(request, { permission: 'finance:write' });
      throw new AppError('failed_precondition', CARD_ENTRY_ELSEWHERE);
    },
  );

  api.post(
    FINANCE_PATHS.defaultPaymentMethod(':id'),
    {
      schema: {
        tags,
        summary: 'Make a saved card the default',
        params: IdParamsSchema,
        response: { 200: PaymentMethodListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return { paymentMethods: await finance.setDefaultPaymentMethod(db, caller.accountId, request.params.id) };
    },
  );

  api.delete(
    FINANCE_PATHS.paymentMethod(':id'),
    {
      schema: {
        tags,
        summary: 'Remove a saved card',
        params: IdParamsSchema,
        response: { 200: PaymentMethodListSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { permission: 'finance:write' });
      return { paymentMethods: await payments.removeSavedCard(paymentDeps, caller.accountId, request.params.id) };
    },
  );
}
