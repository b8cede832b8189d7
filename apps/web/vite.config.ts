import { readFile } from 'node:fs/promises';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { precompress } from './precompress-plugin';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

/**
 * The service worker precaches the shell only: the page and the scripts and styles it names.
 * Every other built file is cached as it is visited (src/sw.ts), so installing stays cheap.
 */
const onlyTheShell: ManifestTransform = async (entries) => {
  // Missing when the app's own build failed: say so quietly, so that failure is the one reported.
  const html = await readFile(new URL('./dist/index.html', import.meta.url), 'utf8').catch(() => null);
  if (html === null) return { manifest: [], warnings: ['dist/index.html is missing: nothing precached'] };
  return {
    manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || html.includes(entry.url)),
    warnings: [],
  };
};

export default defineConfig({
  base: '/tarot/',
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false, // src/shared/pwa/service-worker.ts registers it once the first screen is idle
      manifest: false, // public/manifest.webmanifest
      injectManifest: {
        globPatterns: ['index.html', 'manifest.webmanifest', 'icon*.{png,svg}', 'assets/*.{js,css}'],
        manifestTransforms: [onlyTheShell],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // The first screen must stay light: never inline assets into the entry chunk's CSS.
    assetsInlineLimit: 0,
    modulePreload: {
      // The entry lists, for every lazy page, the files to fetch with it. Its CSS must stay
      // (styles arrive only this way); shared JavaScript is imported by the page chunk itself,
      // so leaving it out saves the first screen about 3 KB gzipped for ~60 pages, at the cost
      // of one more round trip when a page is first opened.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
});
