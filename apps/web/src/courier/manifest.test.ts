import { describe, expect, it } from 'vitest';
import { COURIER_MANIFEST, manifestProblems } from './manifest';

describe('the courier app manifest', () => {
  it('has everything an installable app needs', () => {
    expect(manifestProblems(COURIER_MANIFEST)).toEqual([]);
  });

  it('names what is missing or wrong', () => {
    expect(
      manifestProblems({
        ...COURIER_MANIFEST,
        short_name: '',
        display: 'browser',
        start_url: '/dashboard',
        theme_color: undefined,
        icons: COURIER_MANIFEST.icons.filter((icon) => icon.purpose !== 'maskable' && icon.sizes !== '192x192'),
      }),
    ).toEqual([
      'no short_name',
      'start_url /dashboard outside scope /courier',
      'display is browser, not standalone',
      'no 192x192 icon',
      'no maskable icon',
      'theme_color missing or not a hex colour',
    ]);
  });

  it('does not count a maskable icon as the usual one', () => {
    const icons = [
      { src: '/a.png', sizes: '192x192' },
      { src: '/b.png', sizes: '512x512', purpose: 'maskable' },
    ];
    expect(manifestProblems({ ...COURIER_MANIFEST, icons })).toEqual(['no 512x512 icon']);
  });
});
