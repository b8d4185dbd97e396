import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AuthGuard } from './auth';
import type { ModuleWiring } from './domain-hub';
import type { JobRunner, Schedule } from './jobs';
import type { Mailer } from './mailer';
import type { Sealer } from './sealing';
import type { TokenSigner } from './tokens';

/**
 * The outside services (payments, shops, carriers, messaging), built from configuration by
 * createDomain alone. Each module that uses a kind of service names it here (interface merging).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules that own adapters.
export interface DomainAdapters {}

/**
 * What every module is built from, made once by createDomain (domain.ts): the same in the server,
 * the commands, the tests and the benches.
 */
export type DomainParts = {
  config: Config;
  /** The database with the domain's hub: what the services are given. */
  db: Db;
  jobs: JobRunner;
  mailer: Mailer;
  /** Signs and reads the platform's access tokens. */
  signer: TokenSigner;
  /** Seals the secrets kept for outside services (shop tokens, webhook signing secrets). */
  sealer: Sealer;
  log: FastifyBaseLogger;
  adapters: DomainAdapters;
  /** Loads the named secret, created once and shared by every process of the database. */
  secret: (name: string) => Promise<string>;
  /** The wall clock where a plan depends on the time of day (waves); tests fix it. */
  clock: () => Date;
};

/** What routes need beyond the domain, made with the HTTP server. */
export type RouteParts = { authenticate: AuthGuard; log: FastifyBaseLogger };

/** Where a module's routes are mounted: under the platform's base, the invoicer's, or at the root. */
export type ModuleRoutes = Partial<
  Record<'platform' | 'invoicer' | 'root', (app: FastifyInstance, parts: RouteParts) => void | Promise<void>>
>;

/** What a module is once built: its routes, its jobs' handlers, its schedules and its reactions. */
export type BuiltModule = {
  routes?: ModuleRoutes;
  /** Registers the handlers of the module's durable job queues. */
  jobs?: (jobs: JobRunner) => void;
  /** The module's work that comes back on a calendar (month-end invoices, cleanups): decision 064. */
  schedules?: readonly Schedule[];
  wiring?: ModuleWiring;
};

/**
 * A module's one declaration (its module.ts): its name and how it is built from the domain.
 * Reading a module.ts tells what the module serves, runs in the background, reacts to and provides.
 */
export type ModuleDeclaration = {
  name: string;
  build: (domain: DomainParts) => BuiltModule | Promise<BuiltModule>;
};
