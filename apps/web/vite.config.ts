import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

const usesZod = (file: string) => /from ['"]zod['"]/.test(readFileSync(file, 'utf8'));

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset over 1 KB, made once at build time at the
    // highest level; the server sends whichever the browser accepts (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/env.json': api, '/manifest.json': api },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // The contract's plain rules and messages never share a chunk with its zod
        // schemas: /login then loads no schema library (docs/decisions/004).
        manualChunks(id) {
          if (id.includes('/node_modules/zod/')) return 'zod';
          if (id.includes('/packages/contract/src/'))
            return usesZod(id.split('?')[0] ?? id) ? 'contract-schemas' : 'contract';
          return undefined;
        },
      },
    },
  },
});
