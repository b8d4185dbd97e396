// The courier app's web app manifest (docs/decisions/060), written by vite-plugin-pwa as
// /courier.webmanifest, and the checks an installable app's manifest must pass (what Lighthouse's
// PWA category held before Lighthouse 12; `npm run bench -- courier` runs them on the served one).

export type ManifestIcon = { src: string; sizes?: string; type?: string; purpose?: string };

export type WebAppManifest = {
  id?: string;
  name?: string;
  short_name?: string;
  description?: string;
  start_url?: string;
  scope?: string;
  display?: 'fullscreen' | 'standalone' | 'minimal-ui' | 'browser';
  orientation?: 'any' | 'natural' | 'portrait' | 'landscape';
  background_color?: string;
  theme_color?: string;
  lang?: string;
  icons?: ManifestIcon[];
};

export const COURIER_MANIFEST = {
  id: '/courier',
  name: 'Sameday Courier',
  short_name: 'Courier',
  description: 'Your shift, stops, pickups and deliveries, with or without signal.',
  start_url: '/courier',
  scope: '/courier',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#f4f6f9',
  theme_color: '#0b5cad',
  lang: 'en',
  icons: [
    { src: '/courier-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/courier-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/courier-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const satisfies WebAppManifest;

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const hasSize = (icon: ManifestIcon, size: number) =>
  (icon.sizes ?? '').split(/\s+/).includes(`${size}x${size}`) || icon.sizes === 'any';
const purposes = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);

/**
 * What keeps `manifest` (served at `manifestUrl`) from being an installable app's: an empty list
 * when nothing does. Addresses are resolved as the browser does, against the manifest's own.
 */
export function manifestProblems(manifest: WebAppManifest, manifestUrl = 'https://sameday.invalid/x.webmanifest') {
  const problems: string[] = [];
  if (!manifest.name?.trim()) problems.push('no name');
  if (!manifest.short_name?.trim()) problems.push('no short_name');
  else if (manifest.short_name.length > 12) problems.push('short_name longer than 12 characters');
  if (!manifest.start_url) problems.push('no start_url');
  else {
    const start = new URL(manifest.start_url, manifestUrl);
    const scope = new URL(manifest.scope ?? '.', new URL(manifest.start_url, manifestUrl));
    if (start.origin !== scope.origin || !start.pathname.startsWith(scope.pathname))
      problems.push(`start_url ${start.pathname} outside scope ${scope.pathname}`);
  }
  if (manifest.display !== 'standalone') problems.push(`display is ${manifest.display ?? 'unset'}, not standalone`);
  const icons = manifest.icons ?? [];
  const usual = icons.filter((icon) => purposes(icon).includes('any'));
  for (const size of [192, 512])
    if (!usual.some((icon) => hasSize(icon, size))) problems.push(`no ${size}x${size} icon`);
  if (!icons.some((icon) => purposes(icon).includes('maskable'))) problems.push('no maskable icon');
  for (const key of ['theme_color', 'background_color'] as const)
    if (!COLOUR.test(manifest[key] ?? '')) problems.push(`${key} missing or not a hex colour`);
  return problems;
}
