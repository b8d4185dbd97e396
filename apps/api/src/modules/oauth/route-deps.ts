import type { Config, RateLimit } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import type { LoadProvider } from './authorisation-server';

// What the OAuth routes share (routes/): their dependencies and their tag.

export const tags = ['oauth'];

export type OAuthRouteDeps = {
  db: Db;
  authenticate: AuthGuard;
  provider: LoadProvider;
  resource: string;
  config: Pick<Config, 'rateLimits'> & { oauthTokenLimit: RateLimit };
};
