import { afterEach, describe, expect, it } from 'vitest';
import { applyPageStyles } from './page-styles';

afterEach(() => {
  document.head.replaceChildren();
});

const preload = (href: string, isPageStyle = true) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.crossOrigin = '';
  link.href = href;
  if (isPageStyle) link.setAttribute('data-page-style', '');
  document.head.append(link);
  return link;
};

const sheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

describe('applyPageStyles', () => {
  it('applies each stylesheet sent as a preload, and settles only once each has loaded or failed', async () => {
    preload('/assets/index-abc.css');
    preload('/assets/extra-def.css');
    preload('/assets/home-ghi.css', false);
    let isSettled = false;
    const applied = applyPageStyles().then(() => {
      isSettled = true;
    });
    const [first, second] = sheets();
    expect(sheets().map((sheet) => new URL(sheet.href).pathname)).toEqual([
      '/assets/index-abc.css',
      '/assets/extra-def.css',
    ]);
    expect(first?.hasAttribute('crossorigin')).toBe(true);
    first?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(isSettled).toBe(false);
    second?.dispatchEvent(new Event('error'));
    await applied;
    expect(isSettled).toBe(true);
  });

  it('settles at once on a page that has none (every path but /)', async () => {
    preload('/assets/home-ghi.css', false);
    await applyPageStyles();
    expect(sheets()).toEqual([]);
  });
});
