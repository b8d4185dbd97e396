import type { RateLimit } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import type * as tracking from './service';

// What the tracking routes share (routes/): their dependencies, their tag and the public calls' limit.

export const tags = ['tracking'];
/** Anyone may call it, at most `limit` times per IP. */
export const publicRateLimited = (limit: RateLimit) => ({ config: { rateLimit: limit, isPublic: true } });

export type Deps = {
  db: Db;
  codes: tracking.TrackingCodes;
  authenticate: AuthGuard;
  rateLimits: {
    trackingLookup: RateLimit;
    trackingAction: RateLimit;
    trackingVerify: RateLimit;
    trackingCodeSend: RateLimit;
  };
  /** Where the recipient's one-time codes go (built where the app is composed); none: they stay in `recipient_messages`. */
  provider: tracking.VerificationDeps['provider'];
  phoneChannel?: 'sms' | 'whatsapp';
};
