// Runs the VROOM stand-in by hand: `node --import tsx apps/api/src/test/stand-ins/vroom/serve.ts`
// (VROOM_STAND_IN_PORT), then point VROOM_URL at the printed address.
import { startVroomStandIn } from './stand-in';

const standIn = await startVroomStandIn(Number(process.env.VROOM_STAND_IN_PORT ?? 3400));
console.log(`VROOM_URL=${standIn.url}`);
