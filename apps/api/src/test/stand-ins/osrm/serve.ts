// Runs the OSRM stand-in by hand: `node --import tsx apps/api/src/test/stand-ins/osrm/serve.ts`
// (OSRM_STAND_IN_PORT), then point OSRM_URL at the printed address.
import { startOsrmStandIn } from './stand-in';

const standIn = await startOsrmStandIn(Number(process.env.OSRM_STAND_IN_PORT ?? 5000));
console.log(`OSRM_URL=${standIn.url}`);
