import type { Config } from '../../../config';
import type { CarrierAdapters, FleetRecords } from './carrier-adapter';
import { createHttpCarrierAdapter } from './http-carrier';
import { createSamedayAdapter } from './sameday';

/** Every carrier's adapter: the fleet on our records, the partners through their configured APIs. */
export function createCarrierAdapters(config: Pick<Config, 'carrierApis'>, fleet: FleetRecords): CarrierAdapters {
  return {
    sameday: createSamedayAdapter(fleet),
    desert_freight: createHttpCarrierAdapter('desert_freight', config.carrierApis.desert_freight),
    falcon_express: createHttpCarrierAdapter('falcon_express', config.carrierApis.falcon_express),
  };
}
