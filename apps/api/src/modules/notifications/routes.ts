import { CreateNotificationBodySchema, NOTIFICATION_PATHS, NotificationSchema } from '@sameday/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type AuthGuard, staffRoute } from '../../platform/auth';
import { withSchemas } from '../../platform/schemas';
import * as notifications from './service';

const tags = ['notifications'];

export function registerNotificationRoutes(app: FastifyInstance, deps: { db: Db; authenticate: AuthGuard }): void {
  const { db, authenticate } = deps;
  const api = withSchemas(app);

  /** GET {platform}/quiqdash/notifications: the caller's account's and everyone's, newest first. */
  api.get(
    NOTIFICATION_PATHS.notifications,
    { schema: { tags, summary: 'The account’s notifications', response: { 200: z.array(NotificationSchema) } } },
    async (request) => {
      const caller = await authenticate(request);
      return notifications.listNotifications(db, caller.accountId);
    },
  );

  api.post(
    NOTIFICATION_PATHS.create,
    {
      ...staffRoute(['operations']),
      schema: {
        tags,
        summary: 'Publish a notification (operations staff)',
        body: CreateNotificationBodySchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(request, { staff: ['operations'] });
      return notifications.createNotification(db, caller.userId, request.body);
    },
  );
}
