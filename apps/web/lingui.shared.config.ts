import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The catalogs shared with the API (docs/decisions/053), in @sameday/contract's `locales/`: keyed by
 * their ids (a contract text's id is its English), written by hand, never extracted from code.
 * This config only tells the Vite plugin how to compile them: one catalog per page that loads it.
 */
export default defineConfig({
  rootDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract'),
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  fallbackLocales: { default: 'en' },
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  catalogs: [
    { path: '<rootDir>/locales/{locale}/contract', include: [] },
    { path: '<rootDir>/locales/{locale}/server', include: [] },
    { path: '<rootDir>/locales/{locale}/track', include: [] },
    { path: '<rootDir>/locales/{locale}/api', include: [] },
  ],
});
