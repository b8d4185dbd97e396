import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { linguiCatalogs } from './vite.config';

/**
 * The recipient's tracking page (/track/{code}): its own entry, built apart from the dashboard
 * into the same folder, so none of the dashboard's code or chunks reach it (docs/decisions/037). Its
 * words are the shared catalogs' track.po (docs/decisions/053).
 */
export default defineConfig({
  plugins: [
    ...linguiCatalogs({ sharedOnly: true }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    emptyOutDir: false,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: { input: { track: 'track.html' } },
  },
});
