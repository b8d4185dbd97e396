import type { ModuleDeclaration } from '../../platform/module';
import type { FileStore } from './adapters';
import { registerProofRoutes } from './routes';
import { type ProofLinker, proofLinksOf, proofRetentionSchedule } from './service';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** Where proof images are kept: a folder under DATA_DIR, or an S3-compatible bucket (decision 059). */
    fileStore: FileStore;
  }
}

/**
 * Proofs of delivery: the images couriers upload (re-encoded, kept in the file store), the proofs
 * attached to delivered orders in their move's transaction, and the short-lived signed links the
 * merchant's order and the tracking page show them through (`proofLinks`). Proofs older than
 * PROOF_RETENTION_DAYS (365 by default) are deleted once a day.
 */
export const proofsModule: ModuleDeclaration = {
  name: 'proofs',
  build: ({ db, adapters, config, secret, clock }) => {
    let key: Promise<string> | undefined;
    const linker: ProofLinker = {
      key: () => {
        key ??= secret('proof_link_key');
        return key;
      },
      publicUrl: config.publicUrl,
      now: clock,
    };
    return {
      routes: {
        platform: (app, { authenticate }) =>
          registerProofRoutes(app, {
            db,
            store: adapters.fileStore,
            linker,
            authenticate,
            imageLimit: config.rateLimits.trackingLookup,
          }),
      },
      wiring: {
        ports: {
          proofLinks: (tx, orderIds) => proofLinksOf(tx, linker, orderIds),
        },
      },
      schedules: [proofRetentionSchedule(db, adapters.fileStore, config.proofRetentionDays)],
    };
  },
};
