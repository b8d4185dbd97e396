// Zod-free: the router and the sign-in screens read these without loading the schemas (decision 004).
/**
 * Email verification (docs/decisions/013): a single-use link, mailed, valid 24 hours.
 * Only a proven address can carry staff rights.
 */
export const EMAIL_VERIFICATION_TTL_MINUTES = 24 * 60;

/** The web page the mailed link opens. */
export const VERIFY_EMAIL_ROUTE = '/verify-email';

/** Paths relative to the platform base. */
export const EMAIL_VERIFICATION_PATHS = {
  /** Signed in: mails a new link to the caller's address. */
  send: '/identity/email-verification',
  /** Signed in as the user it was mailed to: the link's token proves the address. */
  confirm: '/identity/email-verification/confirm',
} as const;

export const EMAIL_VERIFICATION_MESSAGES = {
  linkInvalid: 'This verification link is invalid, has expired or has already been used. Ask for a new one.',
  verified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  linkSent: 'We sent a verification link to your email address. It works once, for 24 hours.',
} as const;
