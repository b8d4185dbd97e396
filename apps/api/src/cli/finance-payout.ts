// npm run finance:payout -w @sameday/api -- <statement number> <bank reference>: records that a
// COD statement's cash was transferred to the merchant's bank account on file, with the bank's
// reference (the IBAN's last 4 digits are kept as they are now). Once per statement; refused when
// the merchant has no bank details (docs/decisions/009).
//
// It opens the configured database and the domain on it as the server does (open-domain.ts).
// With PGlite, stop the server first: one process owns the folder.
import { recordCodPayoutByNumber } from '../modules/finance';
import { openDomain } from './open-domain';

const [number, reference] = process.argv.slice(2);
if (!number || !reference?.trim()) {
  console.error('Usage: npm run finance:payout -w @sameday/api -- <statement number> <bank reference>');
  process.exit(2);
}

const { domain, close } = await openDomain();
try {
  const note = await recordCodPayoutByNumber(domain.db, number, reference.trim());
  const payout = note.payout;
  console.log(
    payout && payout.reference === reference.trim()
      ? `Statement ${note.number} paid out on ${payout.paidAt}, reference ${payout.reference}, to the IBAN ending ${payout.ibanLast4}.`
      : `Statement ${note.number} was already paid out (reference ${payout?.reference}); nothing changed.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
