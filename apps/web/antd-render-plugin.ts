import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(new URL('./src/shared/ui/antd-render.ts', import.meta.url));

/**
 * antd-mobile 5 renders its imperative Toast, Dialog and friends through one module,
 * `es/utils/unstable-render.js`, whose default is React 18's legacy render (rc-util and
 * Babel's regenerator: about 3.4 KB gzipped in the entry) and does nothing on React 19 until
 * the app calls `unstableSetRender`. The build puts src/shared/ui/antd-render.ts in its place:
 * React 19's createRoot from the start, the same exports, nothing to call at startup.
 */
export function antdReact19Render(): Plugin {
  return {
    name: 'antd-react19-render',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAntd = importer?.replaceAll('\\', '/').includes('/antd-mobile/es/');
      return fromAntd && /(^|\/)unstable-render(\.js)?$/.test(source) ? REPLACEMENT : null;
    },
  };
}
