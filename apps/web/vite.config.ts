import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/env.json': api, '/manifest.json': api },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 700 },
});
