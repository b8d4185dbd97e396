// npm run staff:grant -w @sameday/api -- someone@example.ae: gives an existing user the
// operations staff role (admin) and records the grant as 'command'. The operator on the
// server vouches for the user, so no verified email is needed (docs/decisions/013).
//
// It opens the configured database and the domain on it as the server does (open-domain.ts).
// With PGlite, stop the server first: one process owns the folder.
import { EmailSchema } from '@sameday/contract';
import { grantStaffRoleByCommand } from '../modules/permissions';
import { openDomain } from './open-domain';

const given = EmailSchema.safeParse(process.argv[2] ?? '');
if (!given.success) {
  console.error('Usage: npm run staff:grant -w @sameday/api -- someone@example.ae');
  process.exit(2);
}
const email = given.data;

const { domain, close } = await openDomain();
try {
  const result = await grantStaffRoleByCommand(domain.db, email);
  if (result.status === 'unknown_email') {
    console.error(`No user signs in with ${email}: they sign up first, then run this again.`);
    process.exitCode = 1;
  } else if (result.status === 'already_staff') {
    console.log(`${email} (user ${result.userId}) is operations staff already; nothing recorded.`);
  } else {
    console.log(`${email} (user ${result.userId}) is now operations staff (admin); the grant is recorded.`);
  }
} finally {
  await close();
}
