import type { Config } from '../config';

/** The tag manager's script, and where Google's tags it loads send their hits (Google's documented CSP for tags). */
export const TAG_MANAGER_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const;

type PolicyServices = Pick<Config, 'mapsApiKey' | 'mapsApiUrl' | 'mapStyleUrl' | 'supportWidgetUrl' | 'tagManagerId'>;

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/**
 * The Content-Security-Policy the server sends with every answer, built from what is configured:
 * each outside service the browser talks to is allowed where it needs to be (the maps provider
 * the address search calls, the map style the board fetches, the support widget's script, calls
 * and frame, the tag manager's script and hits) and nothing else is. A service left unconfigured
 * adds nothing, so the page can reach no host it was not given. An inline script runs only when
 * its hash is named (the dashboard page's first script, docs/decisions/083).
 */
export function contentSecurityDirectives(config: PolicyServices, inlineScriptHashes: readonly string[] = []) {
  const maps = config.mapsApiKey ? originOf(config.mapsApiUrl) : [];
  const widget = originOf(config.supportWidgetUrl);
  const tags = config.tagManagerId ? TAG_MANAGER_ORIGINS : { script: [], connect: [] };
  const unique = (...lists: readonly (readonly string[])[]) => [...new Set(lists.flat())];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: unique(["'self'"], inlineScriptHashes, widget, tags.script),
    styleSrc: ["'self'", "'unsafe-inline'"],
    // https: a merchant's logo on the recipient's tracking page (an https URL of their own); it
    // covers the images a support widget or the tag manager shows as well.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: unique(["'self'"], maps, originOf(config.mapStyleUrl), widget, tags.connect),
    // The support widget draws its conversation in a frame of its own host; nothing else is framed.
    ...(widget.length > 0 ? { frameSrc: unique(["'self'"], widget) } : {}),
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
