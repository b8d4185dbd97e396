// Zid's connect flow: the merchant approves the app on Zid (OAuth authorization code); Zid sends
// the merchant back to the callback, which stores the connection.

/** Zid's calls, relative to the platform base. */
export const ZID_PATHS = {
  /** POST (signed in): the page on Zid where the merchant approves Sameday (no address: Zid knows the store). */
  connect: '/integrations/zid/connect',
  /** GET (public): where Zid's app market sends a merchant who installs Sameday; on to Zid's approval page. */
  install: '/integrations/zid/install',
  /** GET (public): where Zid returns the merchant with `code` and `state`; ends on the dashboard. */
  callback: '/integrations/zid/callback',
} as const;

export const ZID_CONNECT_MESSAGES = {
  linkInvalid: 'This Zid link is not valid or has expired. Connect your Zid store again from Integrations.',
  refused: 'Zid did not give Sameday access to the store. Connect your Zid store again from Integrations.',
} as const;
