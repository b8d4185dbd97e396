// The provider's own fleet as a carrier: prices from its rate card, tracking numbers and labels
// made here, state read from our own shipment records.
import { randomInt } from 'node:crypto';
import { CARRIERS, type CarrierLabelFormat, carrierRateFils, SAMEDAY_FLEET_MESSAGES as M } from '@sameday/contract';
import { ADDRESS_CHANGE_STATES, capabilityOf } from '../capabilities';
import {
  type Booking,
  type BookRequest,
  type CarrierAdapter,
  CarrierError,
  type CarrierLabel,
  type FleetRecords,
  type LabelFacts,
  type RateRequest,
  totalWeight,
} from './carrier-adapter';
import { labelPdf, labelZpl } from './label-document';

const TRANSIT_DAYS = { four_hour: 0, same_day: 0, next_day: 1 } as const;

export function createSamedayAdapter(records: FleetRecords): CarrierAdapter {
  const carrier = CARRIERS.sameday;
  const render = async (facts: LabelFacts, format: CarrierLabelFormat): Promise<CarrierLabel> => ({
    format,
    data: format === 'zpl' ? labelZpl(facts) : await labelPdf(facts),
  });
  return {
    code: 'sameday',
    capabilities: () => capabilityOf('sameday', true),
    async rates(request: RateRequest) {
      if (request.parcels.some((p) => p.weightKg > carrier.maxParcelWeightKg)) return [];
      const weightKg = totalWeight(request.parcels);
      return carrier.services.flatMap((service) => {
        const totalFils = carrierRateFils({
          carrier: 'sameday',
          service: service.code,
          countryCode: request.destination.countryCode,
          emirate: request.destination.region,
          weightKg,
          isCod: request.codAmountFils > 0,
        });
        if (totalFils === null) return [];
        const transitDays = TRANSIT_DAYS[service.code as keyof typeof TRANSIT_DAYS] ?? null;
        return [{ service: service.code, totalFils, transitDays }];
      });
    },
    async book(request: BookRequest): Promise<Booking> {
      const quotes = await this.rates({
        origin: { countryCode: request.sender.countryCode, city: request.sender.city },
        destination: {
          countryCode: request.recipient.countryCode,
          region: request.recipient.region ?? null,
          city: null,
        },
        parcels: request.parcels,
        codAmountFils: request.codAmountFils,
      });
      const quote = quotes.find((q) => q.service === request.service);
      if (!quote) throw new CarrierError('refused', M.serviceNotCarried);
      const trackingNumber = `SD${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e3)).padStart(3, '0')}`;
      const facts: LabelFacts = {
        carrierName: carrier.name,
        serviceName: carrier.services.find((s) => s.code === request.service)?.name ?? request.service,
        trackingNumber,
        reference: request.shipmentId,
        from: request.sender,
        to: {
          ...request.recipient,
          region: request.recipient.region ?? null,
          postcode: request.recipient.postcode ?? null,
        },
        weightKg: totalWeight(request.parcels),
        parcelCount: request.parcels.length,
      };
      return {
        carrierRef: request.shipmentId,
        trackingNumber,
        totalFils: quote.totalFils,
        label: await render(facts, request.labelFormat),
      };
    },
    async label(carrierRef, format) {
      const facts = await records.labelFacts(carrierRef);
      if (!facts) throw new CarrierError('refused', M.noSuchShipment);
      return render(facts, format);
    },
    async track(carrierRef) {
      const state = await records.state(carrierRef);
      if (!state) throw new CarrierError('refused', M.noSuchShipment);
      return { state, description: null };
    },
    async updateAddress(carrierRef, state) {
      if (!ADDRESS_CHANGE_STATES.sameday.includes(state)) throw new CarrierError('refused', M.courierOnTheWay);
      if (!(await records.state(carrierRef))) throw new CarrierError('refused', M.noSuchShipment);
    },
    async cancel(carrierRef) {
      const state = await records.state(carrierRef);
      if (state && state !== 'booked') throw new CarrierError('refused', M.cancelBeforePickup);
    },
  };
}
