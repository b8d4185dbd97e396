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
  },
});
