import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/** The chunk named `name` and every chunk it imports, each once, in import order. */
function withImports(bundle: OutputBundle, name: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const start = chunks.find((chunk) => chunk.name === name);
  if (!start) throw new Error(`preload-chunk: the build has no chunk named ${name}`);
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(start);
  return [...found.values()];
}

/**
 * index.html names a chunk the entry imports only dynamically, so the browser fetches it with
 * the entry instead of once the entry has run. The entry (main.tsx) stays small and free of
 * React, so it runs at once and asks for the opened page's files, while the start chunk it
 * will need next (React, the router, i18next) is already on its way.
 */
export function preloadChunk(name: string): Plugin {
  let base = '/';
  return {
    name: 'preload-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        return withImports(bundle as OutputBundle, name)
          .filter((chunk) => !chunk.isEntry && !html.includes(chunk.fileName))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
