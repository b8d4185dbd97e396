import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
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
      manifest: {
        id: '/courier',
        name: 'Sameday Courier',
        short_name: 'Courier',
        description: 'Your shift, stops, pickups and deliveries, with or without signal.',
        start_url: '/courier',
        scope: '/courier',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f4f6f9',
        theme_color: '#0b5cad',
        lang: 'en',
        icons: [
          { src: '/courier-icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/courier-icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/courier-icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
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
