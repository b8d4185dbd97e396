import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { stopGracefully } from './platform/graceful-stop';

/**
 * Signals this soon after the first are the same request to stop, not a second one: a
 * terminal's Ctrl-C reaches every process of its group, and npm and scripts/start.mjs pass
 * their copy on as well.
 */
const REPEAT_WINDOW_MS = 1_000;

/** A configuration that can't serve stops the start with its list of problems, and no stack trace. */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();

// Listened for before anything opens, so a stop during start-up is a clean stop too.
let stopRequestedAt: number | undefined;
let stopSignal: NodeJS.Signals | undefined;
/** Set once started; a signal that comes earlier is acted on when start-up ends. */
let stop: ((signal: NodeJS.Signals) => Promise<void>) | undefined;
const onStopSignal = (signal: NodeJS.Signals) => {
  if (stopRequestedAt === undefined) {
    stopRequestedAt = Date.now();
    stopSignal = signal;
    void stop?.(signal);
    return;
  }
  if (Date.now() - stopRequestedAt < REPEAT_WINDOW_MS) return;
  console.warn(`${signal} again: Sameday stops now, without waiting for requests under way`);
  process.exit(1);
};
process.on('SIGINT', onStopSignal);
process.on('SIGTERM', onStopSignal);

const opening = openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }, {
  // The embedded database's thread crashed: its calls under way have failed and no other
  // can succeed, so the process stops with an error for its manager to start it again.
  onLost: (error) => {
    console.error(`Sameday stops: ${error.message}`);
    process.exit(1);
  },
});
// A failure to open is reported where it is awaited, below, not as an unhandled rejection meanwhile.
opening.catch(() => undefined);
// The app's modules load while the embedded database opens in its own thread (on the other core).
const [{ buildApp }, { seedDemo }, { settleStaffRoles, openGrantInbox }] = await Promise.all([
  import('./app'),
  import('./demo'),
  import('./modules/permissions'),
]);
const database = await opening;
/** Start-up work done once the server answers (the demo seed): API calls wait for it. */
let startupWork: Promise<void> | undefined;
const app = await buildApp({ config, db: database.db, apiGate: () => startupWork });

// Requests under way when the stop came finish, then their keep-alive connections close at
// once instead of idling out: the server's close waits for every connection.
let isStopping = false;
app.server.on('request', (_request, response) => {
  // The embedded database's answers that came meanwhile go to their callers first (decision 042).
  database.takeReplies?.();
  response.on('finish', () => {
    if (isStopping) setImmediate(() => app.server.closeIdleConnections());
  });
});

/** On the embedded database, `npm run staff:grant` asks this server instead of opening its folder. */
let closeGrantInbox = () => {};

/** Stops accepting, lets requests under way finish within the grace period, closes the database, exits 0. */
const stopServing = async (signal: NodeJS.Signals) => {
  isStopping = true;
  closeGrantInbox();
  const seconds = config.shutdownGraceMs / 1000;
  app.log.info(`${signal}: stopping. New requests are refused; those under way have ${seconds} s to finish`);
  await stopGracefully(app, database, config.shutdownGraceMs);
  app.log.info('Sameday stopped');
  process.exit(0);
};

if (stopSignal === undefined) {
  let startupDone = () => {};
  startupWork = new Promise((resolve) => {
    startupDone = resolve;
  });
  await app.listen({ host: config.host, port: config.port });
  if (!config.databaseUrl) closeGrantInbox = openGrantInbox(app.domain.db, config.dataDir, app.log);
  app.log.info(`Sameday is serving at ${config.publicUrl} (${database.driver} database)`);
  if (config.env === 'development' && config.notForProduction.length > 0) {
    app.log.warn(
      `Development configuration: NODE_ENV=production would refuse to start with ${config.notForProduction.join(', ')}`,
    );
  }
  // The web's files and /env.json answer from here on; API calls (a sign-in as the demo
  // merchant among them) wait until the demo is complete and staff rights are settled.
  try {
    await seedDemo(app.domain.db, config, app.log);
    // Staff rights come only from a recorded grant: a verified ADMIN_EMAILS address, the
    // staff:grant command or another admin (docs/decisions/013).
    const staff = await settleStaffRoles(app.domain.db, config.adminEmails);
    if (staff.removed > 0) {
      app.log.warn(
        `Operations staff (admin role): taken from ${staff.removed} user(s) holding it without a recorded grant`,
      );
    }
    if (staff.granted > 0) {
      app.log.info(`Operations staff (admin role): granted to ${staff.granted} verified user(s) from ADMIN_EMAILS`);
    }
  } finally {
    startupWork = undefined;
    startupDone();
  }
}
stop = stopServing;
if (stopSignal !== undefined) await stopServing(stopSignal);
