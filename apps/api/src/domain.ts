import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { type BaseDb, type Db, withHub } from './db/client';
import { accountSettingsModule } from './modules/account-settings';
import { addressesModule } from './modules/addresses';
import { adminModule } from './modules/admin';
import { auditModule } from './modules/audit';
import { bulkUploadModule } from './modules/bulk-upload';
import { dispatcherModule } from './modules/dispatcher';
import { createPaymentProvider, financeModule } from './modules/finance';
import { flagsModule } from './modules/flags';
import { createPushSender, fleetModule } from './modules/fleet';
import { fulfilmentModule } from './modules/fulfilment';
import { identityModule } from './modules/identity';
import { createShopPlatforms, integrationsModule } from './modules/integrations';
import { liveModule } from './modules/live';
import { createRoutePlanner, missionsModule } from './modules/missions';
import { notificationsModule } from './modules/notifications';
import { oauthModule } from './modules/oauth';
import { ordersModule } from './modules/orders';
import { permissionsModule } from './modules/permissions';
import { pickupsModule } from './modules/pickups';
import { placesModule } from './modules/places';
import { preferencesModule } from './modules/preferences';
import { pricingModule } from './modules/pricing';
import { createFileStore, proofsModule } from './modules/proofs';
import { quiqdashModule } from './modules/quiqdash';
import { reportsModule } from './modules/reports';
import { runtimeModule } from './modules/runtime';
import { createCarrierAdapters, shipmentsModule } from './modules/shipments';
import { teamsModule } from './modules/teams';
import { createMessageProvider, trackingModule } from './modules/tracking';
import { webhooksModule } from './modules/webhooks';
import { offsetClock } from './platform/clock';
import { consoleLog } from './platform/console-log';
import { createHub, type DomainHub, type ModuleWiring, type WiringMap, wiringMap } from './platform/domain-hub';
import { createJobRunner, finishedJobsCleanup } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mailer';
import type { BuiltModule, DomainAdapters, DomainParts, ModuleDeclaration } from './platform/module';
import { createSealer } from './platform/sealing';
import { loadOrCreateSecret } from './platform/secrets';
import { createTokenSigner } from './platform/tokens';

/**
 * Every module, in the order its routes are mounted and its reactions run (the shops hear of a
 * move before the webhooks, the webhooks before the recipient).
 */
export const MODULES: readonly ModuleDeclaration[] = [
  identityModule,
  permissionsModule,
  teamsModule,
  flagsModule,
  addressesModule,
  accountSettingsModule,
  preferencesModule,
  notificationsModule,
  integrationsModule,
  pricingModule,
  ordersModule,
  bulkUploadModule,
  financeModule,
  reportsModule,
  quiqdashModule,
  placesModule,
  fulfilmentModule,
  adminModule,
  dispatcherModule,
  fleetModule,
  missionsModule,
  proofsModule,
  pickupsModule,
  shipmentsModule,
  oauthModule,
  webhooksModule,
  trackingModule,
  liveModule,
  runtimeModule,
  auditModule,
];

export type Domain = DomainParts & {
  hub: DomainHub;
  /** Each module as built, in MODULES' order. */
  modules: readonly { name: string; built: BuiltModule }[];
  /** Who reacts to, judges and provides what: read from the declarations. */
  wiring: WiringMap;
};

export type DomainOptions = {
  config: Config;
  /** The database as opened (openDatabase): the domain's services get it with the hub. */
  db: BaseDb;
  /** Instead of the configured SMTP server or outbox folder (tests read mails back). */
  mailer?: Mailer;
  log?: FastifyBaseLogger;
  /** Extra declarations after the modules' own (a test that listens to an event declares itself). */
  extraModules?: readonly ModuleDeclaration[];
  /** The wall clock where a plan depends on the time of day (waves); tests fix it. Default: CLOCK_STARTS_AT's. */
  clock?: () => Date;
};

/** The outside services, built from configuration here and nowhere else. */
function createDomainAdapters(config: Config, db: Db, log: FastifyBaseLogger): DomainAdapters {
  return {
    carriers: createCarrierAdapters(config, db),
    payments: createPaymentProvider(config),
    shops: createShopPlatforms(config),
    messaging: createMessageProvider(config),
    routePlanner: createRoutePlanner(config, log),
    push: createPushSender(config),
    fileStore: createFileStore(config),
  };
}

/**
 * The one composition root: builds the adapters and the shared parts, then every module from its
 * declaration, wiring every reaction, gate and port and registering every job handler. The server,
 * each command, the test harness and the benches start here, so every process runs the same domain.
 */
export async function createDomain({
  config,
  db: base,
  mailer,
  log = consoleLog(config.logLevel),
  extraModules = [],
  clock = offsetClock(config.clockStartsAt),
}: DomainOptions): Promise<Domain> {
  const { hub, install } = createHub(clock);
  const db: Db = withHub(base, hub);
  const secret = (name: string) => loadOrCreateSecret(base, name);
  const jobs = createJobRunner(db, {
    clock,
    planSchedules: config.runSchedules,
    onError: (queue, jobId, error) =>
      log.warn({ queue, jobId, err: error instanceof Error ? error.message : String(error) }, 'job failed'),
  });
  const parts: DomainParts = {
    config,
    db,
    jobs,
    log,
    secret,
    mailer:
      mailer ??
      createMailer({ db: base, smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    signer: createTokenSigner(config.jwtSecret ?? (await secret('jwt_signing_key'))),
    sealer: config.integrationsKey
      ? createSealer(config.integrationsKey, true)
      : createSealer(await secret('integrations_sealing_key')),
    adapters: createDomainAdapters(config, db, log),
    clock,
  };
  // The runner's own table is the platform's to clean; the modules declare theirs.
  jobs.schedule(finishedJobsCleanup(base));
  const modules: { name: string; built: BuiltModule }[] = [];
  for (const declaration of [...MODULES, ...extraModules]) {
    modules.push({ name: declaration.name, built: await declaration.build(parts) });
  }
  const declared = modules.map(({ name, built }) => ({ name, wiring: built.wiring ?? ({} satisfies ModuleWiring) }));
  install(declared);
  for (const { built } of modules) {
    built.jobs?.(jobs);
    for (const schedule of built.schedules ?? []) jobs.schedule(schedule);
  }
  return { ...parts, hub, modules, wiring: wiringMap(declared) };
}
