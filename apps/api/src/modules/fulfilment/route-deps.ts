import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import type { Mailer } from '../../platform/mailer';

/** What every fulfilment routes file is given (routes/index.ts hands the same deps to each). */
export type Deps = {
  db: Db;
  authenticate: AuthGuard;
  mailer: Mailer;
  config: Pick<Config, 'fulfilmentInternalKey' | 'fulfilmentEmail'>;
};
