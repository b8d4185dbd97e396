import type { ModuleDeclaration } from '../../platform/module';
import type { RoutePlanner } from './adapters';
import { cashCollectedOf } from './queries';
import { registerMissionRoutes } from './routes';
import { courierApproachOf, courierHasOpenMission, ordersApproachedBy, plannedStopsOf } from './service';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** What plans a wave: the embedded planner, or a VROOM server (decision 056). */
    routePlanner: RoutePlanner;
  }
}

/**
 * Missions: waves planned, each courier's stops, the dispatch board and the moves of orders
 * recorded by operations and couriers. Tells the fleet whether a courier has work (`courierBusy`), and
 * orders and tracking the courier and windows of a planned order (`plannedStops`), tracking the
 * courier's approach to a recipient (`courierApproach`) and whose drop-off a courier is on the way
 * to (`approachedOrders`), and finance the cash couriers recorded at the door (`cashCollected`).
 */
export const missionsModule: ModuleDeclaration = {
  name: 'missions',
  build: ({ db, adapters, clock }) => ({
    routes: {
      platform: (app, { authenticate }) =>
        registerMissionRoutes(app, { db, planner: adapters.routePlanner, now: clock, authenticate }),
    },
    wiring: {
      ports: {
        courierBusy: (tx, courierId) => courierHasOpenMission(tx, courierId),
        plannedStops: (tx, orderIds) => plannedStopsOf(tx, orderIds),
        courierApproach: (tx, orderId) => courierApproachOf(tx, orderId, clock()),
        cashCollected: (tx, orderIds) => cashCollectedOf(tx, orderIds),
        approachedOrders: (tx, courierId) => ordersApproachedBy(tx, courierId, clock()),
      },
    },
  }),
};
