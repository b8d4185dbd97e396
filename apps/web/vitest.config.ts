import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs, linguiMacros } from './vite.config';

/** The repository's root: its node_modules (the Arabic font's files) are read from there. */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Files that cannot run in a VM context (docs/decisions/085): they replace `window.location`
 * (a VM context's cannot be redefined) or read the Lingui configuration through jiti, which
 * fails there. Each runs in a worker thread of its own, as every file did before.
 */
const OWN_WORKER_FILES = [
  'src/app/shell/fulfillment-group.test.tsx',
  'src/features/integrations/integrations-page.test.tsx',
  'src/features/integrations/salla-card.test.tsx',
  'src/features/integrations/woo-connect-outcome.test.tsx',
  'src/features/integrations/zid-card.test.tsx',
  'src/shared/i18n/catalogs.test.ts',
  'src/shared/i18n/shared-catalogs.test.ts',
];

export default defineConfig({
  plugins: [linguiMacros(), ...linguiCatalogs(), react()],
  // Run with --root apps/web from the repository's root, the dependencies sit outside the root.
  server: { fs: { allow: [REPOSITORY_ROOT] } },
  // The optimised packages are named below (test.deps): the pages are not scanned for more.
  optimizeDeps: { noDiscovery: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // Two files at a time: Vitest's default is one fewer than the cores, a single worker on the
    // two-core CI machine, where nothing else runs during this step (docs/decisions/077).
    maxWorkers: 2,
    // A VM worker keeps the contexts it made in its memory: past this, it is replaced by a new one.
    vmMemoryLimit: '1GB',
    // jsdom applies no stylesheet: none is transformed.
    css: false,
    // The UI library, the contract and its schema library each loaded as one bundled module, not
    // as hundreds: every file loads them, and a file's setup went from about 2.5 s to 0.8 s.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          // Every package built on the UI library is in it too: one copy of its provider and contexts.
          include: [
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/notifications',
            '@mantine/charts',
            'recharts',
            '@sameday/contract',
            'zod',
          ],
        },
      },
    },
    projects: [
      {
        extends: true,
        // Each file in a fresh VM context of a worker that stays: its own window and modules, without
        // a new thread and a new jsdom loaded for every file (docs/decisions/085).
        test: {
          name: 'screens',
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: OWN_WORKER_FILES,
        },
      },
      {
        extends: true,
        // A worker thread starts faster than a process; each file still gets a fresh one (decision 077).
        test: { name: 'own-worker', pool: 'threads', include: OWN_WORKER_FILES },
      },
    ],
  },
});
