// npm run staff:grant -w @sameday/api -- someone@example.ae: gives an existing user the
// operations staff role (admin) and records the grant as 'command'. The operator on the
// server vouches for the user, so no verified email is needed (docs/decisions/013).
//
// It opens the configured database and the domain on it as the server does (open-domain.ts).
// With PGlite and the server running on the same folder (one process owns it), it asks that
// server instead, through the folder's staff-grants/ inbox (modules/permissions/grant-inbox.ts).
import { EmailSchema } from '@sameday/contract';
import { loadConfig } from '../config';
import { askRunningServer, grantStaffRoleByCommand, runningServerOf } from '../modules/permissions';
import { openDomain } from './open-domain';

const given = EmailSchema.safeParse(process.argv[2] ?? '');
if (!given.success) {
  console.error('Usage: npm run staff:grant -w @sameday/api -- someone@example.ae');
  process.exit(2);
}
const email = given.data;

/** Through the running server when it owns the embedded database's folder, else on the database itself. */
async function grant() {
  const config = loadConfig();
  const server = config.databaseUrl ? undefined : runningServerOf(config.dataDir);
  if (server !== undefined) {
    console.log(`The server (process ${server}) runs on ${config.dataDir}: asking it to grant the role.`);
    return { result: await askRunningServer(config.dataDir, email), close: async () => {} };
  }
  const { domain, close } = await openDomain();
  try {
    return { result: await grantStaffRoleByCommand(domain.db, email), close };
  } catch (error) {
    await close();
    throw error;
  }
}

const { result, close } = await grant();
try {
  if (result.status === 'failed') {
    console.error(result.message);
    process.exitCode = 1;
  } else if (result.status === 'unknown_email') {
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
