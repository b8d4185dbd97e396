import type { Config } from '../../../config';
import { createOutboundGuard } from '../../../platform/outbound';
import { createAramexAdapter } from './aramex';
import type { CarrierAdapters, FleetRecords } from './carrier-adapter';
import { carrierHttp } from './carrier-http';
import { createKarrioAdapter } from './karrio';
import { createSamedayAdapter } from './sameday';

export type CarrierConfig = Pick<Config, 'carrierApis' | 'outbound'>;

/** Every carrier's adapter: the fleet on our records, the partners through their configured APIs and the outbound guard. */
export function createCarrierAdapters(config: CarrierConfig, fleet: FleetRecords): CarrierAdapters {
  const guard = createOutboundGuard(config.outbound);
  return {
    sameday: createSamedayAdapter(fleet),
    aramex: createAramexAdapter(config.carrierApis.aramex, carrierHttp(guard, 'Aramex')),
    karrio: createKarrioAdapter(config.carrierApis.karrio ?? null, carrierHttp(guard, 'Karrio')),
  };
}
