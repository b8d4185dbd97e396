import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiCatalogs, linguiMacros } from './vite.config';

/** The repository's root: its node_modules (the Arabic font's files) are read from there. */
const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  plugins: [linguiMacros(), ...linguiCatalogs(), react()],
  // Run with --root apps/web from the repository's root, the dependencies sit outside the root.
  server: { fs: { allow: [REPOSITORY_ROOT] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    // Two files at a time: Vitest's default is one fewer than the cores, a single worker on the
    // two-core CI machine, where nothing else runs during this step (docs/decisions/077).
    maxWorkers: 2,
    // A worker thread starts faster than a process; each file still gets a fresh one, with its own
    // window and modules (sharing them slowed later files and failed some: decision 077).
    pool: 'threads',
    // jsdom applies no stylesheet: none is transformed.
    css: false,
  },
});
