// Runs the carrier stand-in by hand: `node --import tsx apps/api/src/test/stand-ins/carrier/serve.ts`
// (CARRIER_STAND_IN_PORT, CARRIER_STAND_IN_KEY), then point DESERT_FREIGHT_API_URL and
// FALCON_EXPRESS_API_URL at the printed addresses with the same key.
import { startCarrierStandIn } from './stand-in';

const key = process.env.CARRIER_STAND_IN_KEY ?? 'stand-in-carrier-key';
const standIn = await startCarrierStandIn(key, Number(process.env.CARRIER_STAND_IN_PORT ?? 3479));
console.log(`DESERT_FREIGHT_API_URL=${standIn.baseUrl('desert_freight')}`);
console.log(`FALCON_EXPRESS_API_URL=${standIn.baseUrl('falcon_express')}`);
console.log(`API key: ${key}`);
