export { fleetModule } from './module';
export { getCourier, isInQueue } from './service';
/** What the missions module reads of couriers and shifts. */
export { dubaiDate, dubaiInstant, firstNameOf } from './service/common';
