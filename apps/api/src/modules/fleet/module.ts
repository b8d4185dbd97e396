import type { ModuleDeclaration } from '../../platform/module';
import type { PushSender } from './adapters/push';
import { registerFleetRoutes } from './routes';
import {
  askForMissionPush,
  courierUserFields,
  PUSH_QUEUE,
  positionRetentionSchedule,
  sendMissionPush,
} from './service';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** Web Push to the courier app (VAPID keys from configuration); null when not configured (decision 061). */
    push: PushSender | null;
  }
}

/**
 * The fleet: the provider's couriers, their vehicles and shifts, the courier app's settings, and
 * where couriers are (their positions, kept 7 days). Gives identity the courier fields of
 * `GET /courier/user` (`courierUser` port). Hears `mission.changed` to push a new or moved stop to
 * the courier's app.
 */
export const fleetModule: ModuleDeclaration = {
  name: 'fleet',
  build: ({ db, mailer, config, adapters, log, clock }) => {
    const push = adapters.push;
    return {
      routes: {
        platform: (app, { authenticate }) => registerFleetRoutes(app, { db, mailer, config, authenticate, now: clock }),
      },
      jobs: (runner) => {
        if (push) runner.handle(PUSH_QUEUE, async (payload) => sendMissionPush({ db, push, log }, payload));
      },
      schedules: [positionRetentionSchedule(db)],
      wiring: {
        ports: { courierUser: (tx, userId) => courierUserFields(tx, userId) },
        reactions: push ? { 'mission.changed': (tx, event) => askForMissionPush(tx, event) } : {},
      },
    };
  },
};
