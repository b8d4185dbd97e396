/**
 * The page's own stylesheet as the server sends it for /: a style preload marked `data-page-style`,
 * which does not hold the page's first paint, so its loader shows at once (docs/decisions/087).
 */
const PAGE_STYLE_PRELOADS = 'link[rel="preload"][as="style"][data-page-style]';

/**
 * Applies the stylesheets sent as preloads, each as a stylesheet beside its preload (from the
 * browser's cache once it has arrived), and settles when each has loaded or failed: the dashboard
 * renders after, styled. A page without them (every path but /) settles at once.
 */
export function applyPageStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>(PAGE_STYLE_PRELOADS)];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((settle) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          // A stylesheet that fails leaves the page unstyled, as it would have in the page itself.
          sheet.addEventListener('load', () => settle());
          sheet.addEventListener('error', () => settle());
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
