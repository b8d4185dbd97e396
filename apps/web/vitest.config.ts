import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LINGUI_CONFIG_PATH, linguiMacros } from './vite.config';

export default defineConfig({
  plugins: [linguiMacros(), lingui({ configPath: LINGUI_CONFIG_PATH }), react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
