import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { COURIER_MANIFEST } from './src/courier/manifest';
import { linguiCatalogs, linguiMacros } from './vite.config';

/**
 * The courier app (/courier): its own entry, built apart from the dashboard into the same folder
 * (as the tracking page, docs/decisions/037), React without Mantine so its first load stays under
 * 150 KB of compressed JavaScript, and an installable web app: a manifest and a service worker
 * that keeps the app's own files (and only those) for offline use (docs/decisions/060).
 */
export default defineConfig({
  plugins: [
    linguiMacros(),
    ...linguiCatalogs(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/courier',
      filename: 'courier-sw.ts',
      injectRegister: null,
      scope: '/courier',
      base: '/',
      manifestFilename: 'courier.webmanifest',
      includeAssets: [],
      injectManifest: {
        // The courier's files only: the dashboard's and the tracking page's share the folder.
        globPatterns: ['courier.html', 'assets/courier-*.{js,css,woff2}', 'courier-icon-*.png', 'favicon.svg'],
        rollupFormat: 'es',
      },
      manifest: COURIER_MANIFEST,
    }),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/courier-sw\.js$/] }),
  ],
  build: {
    emptyOutDir: false,
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: { courier: 'courier.html' },
      output: {
        entryFileNames: 'assets/courier-[name]-[hash].js',
        chunkFileNames: 'assets/courier-[name]-[hash].js',
        assetFileNames: 'assets/courier-[name]-[hash][extname]',
      },
    },
  },
});
