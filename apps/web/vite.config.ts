import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/tarot/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The first screen must stay light: never inline assets into the entry chunk's CSS.
    assetsInlineLimit: 0,
  },
});
