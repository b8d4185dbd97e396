export { createPushSender, type PushSender } from './adapters/push';
export { fleetModule } from './module';
/** What the missions module reads of couriers and shifts. */
export {
  courierIdOfUser,
  couriersOfDay,
  type DispatchCourier,
  getCourier,
  getCouriers,
  hoursWorked,
  isInQueue,
  latestPositionOf,
} from './service';
export { dubaiDate, dubaiInstant, firstNameOf } from './service/common';
/** The courier app's shift and break actions (decision 059). */
export { clockShift, courierShiftToday, type ShiftClockAction } from './service/shift-clock';
