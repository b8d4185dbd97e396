// Runs the Karrio stand-in by hand or for the browser journeys:
// `node --import tsx apps/api/src/test/stand-ins/karrio/serve.ts` (KARRIO_STAND_IN_PORT), then
// start the server with the printed KARRIO_* settings.
import { KARRIO_STAND_IN_KEY, startKarrioStandIn } from './stand-in';

const standIn = await startKarrioStandIn(Number(process.env.KARRIO_STAND_IN_PORT ?? 3482));
console.log(`KARRIO_URL=${standIn.baseUrl} KARRIO_API_KEY=${KARRIO_STAND_IN_KEY}`);
