// Runs the Aramex stand-in by hand or for the browser journeys:
// `node --import tsx apps/api/src/test/stand-ins/aramex/serve.ts` (ARAMEX_STAND_IN_PORT), then
// start the server with the printed ARAMEX_* settings.
import { ARAMEX_STAND_IN_ACCOUNT as A, startAramexStandIn } from './stand-in';

const standIn = await startAramexStandIn(Number(process.env.ARAMEX_STAND_IN_PORT ?? 3481));
console.log(`ARAMEX_URL=${standIn.baseUrl}`);
console.log(`ARAMEX_ACCOUNT_NUMBER=${A.AccountNumber} ARAMEX_ACCOUNT_PIN=${A.AccountPin}`);
console.log(`ARAMEX_ACCOUNT_ENTITY=${A.AccountEntity} ARAMEX_ACCOUNT_COUNTRY_CODE=${A.AccountCountryCode}`);
console.log(`ARAMEX_USERNAME=${A.UserName} ARAMEX_PASSWORD=${A.Password}`);
