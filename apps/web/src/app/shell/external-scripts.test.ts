import { afterEach, describe, expect, it } from 'vitest';
import { loadExternalScripts } from './external-scripts';

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  window.dataLayer = [];
});

describe('external scripts', () => {
  it('loads nothing when /env.json names neither', () => {
    loadExternalScripts({ supportWidgetUrl: '', tagManagerId: '' });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the support widget and the tag manager when named, once', () => {
    const config = { supportWidgetUrl: 'https://widget.example.ae/loader.js', tagManagerId: 'GTM-TEST1' };
    loadExternalScripts(config);
    loadExternalScripts(config);
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
      'https://widget.example.ae/loader.js',
    ]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });
});
