import type { Db } from '../../db/client';
import { type CarrierConfig, createCarrierAdapters as carriersOf } from './adapters';
import type { CarrierAdapters } from './adapters/carrier-adapter';
import { fleetRecords } from './service';

export { shipmentsModule } from './module';
export { registerShipmentRoutes } from './routes';

/** Every carrier, built from configuration: the fleet on this database's shipments, the partners through their APIs. */
export function createCarrierAdapters(config: CarrierConfig, db: Db): CarrierAdapters {
  return carriersOf(config, fleetRecords(db));
}
