import type { DbOrTx } from '../../db/client';
import type { ModuleDeclaration } from '../../platform/module';
import { registerLiveRoutes } from './routes';
import {
  createBroker,
  createOutbox,
  livePruneSchedule,
  merchantRowsOfMission,
  rowsOfCourierMoved,
  rowsOfCreated,
  rowsOfMission,
  rowsOfMove,
} from './service';

declare module '../../platform/domain-hub' {
  interface DomainPorts {
    /** The order a tracking code opens (the tracking module), for the tracking page's socket. */
    trackedOrderOf: (code: string) => Promise<string | undefined>;
    /** The orders whose drop-off a courier is on the way to now (the missions module). */
    approachedOrders: (tx: DbOrTx, courierId: string) => Promise<string[]>;
  }
}

/**
 * Live updates (decision 058): one WebSocket that tells each audience — a merchant's account,
 * operations, a courier, an order's tracking page — what changed. Each reaction writes the event
 * to the outbox in the change's transaction (a rollback tells nothing); after commit it reaches
 * this process's sockets, and every process's on PostgreSQL (LISTEN/NOTIFY).
 */
export const liveModule: ModuleDeclaration = {
  name: 'live',
  build: ({ db, log }) => {
    const broker = createBroker(db, log);
    const outbox = createOutbox(broker);
    return {
      routes: {
        platform: (app, { authenticate }) =>
          registerLiveRoutes(app, {
            db,
            broker,
            authenticate,
            trackedOrderOf: async (code) => (await db.hub.port('trackedOrderOf')?.(code)) ?? undefined,
          }),
      },
      schedules: [livePruneSchedule(db)],
      wiring: {
        reactions: {
          'order.moved': (tx, event) => outbox.write(tx, rowsOfMove(event)),
          'orders.created': (tx, events) => outbox.write(tx, rowsOfCreated(events)),
          'mission.changed': async (tx, event) =>
            outbox.write(tx, [...rowsOfMission(event), ...(await merchantRowsOfMission(tx, event))]),
          'courier.moved': async (tx, { courierId }) => {
            const approached = (await db.hub.port('approachedOrders')?.(tx, courierId)) ?? [];
            await outbox.write(tx, rowsOfCourierMoved(courierId, approached));
          },
        },
      },
    };
  },
};
