import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { startChunk } from './start-chunk-plugin';

/**
 * An app in miniature: the entry reads the page addresses and imports the app dynamically; the
 * app reads the same addresses and runs a library (standing in for React) and a package.
 */
const MODULES: Record<string, string> = {
  '/app/main.js': `import { pages } from '/app/pages.js';
    console.log('entry', pages);
    import('/app/start-app.js').then((app) => app.run());`,
  '/app/start-app.js': `import { pages } from '/app/pages.js';
    import { render } from '/node_modules/ui/render.js';
    import { unused } from '/node_modules/ui/other.js';
    export const run = () => render('app', pages, unused);`,
  '/app/pages.js': `export const pages = ['home', 'cards'];`,
  '/node_modules/ui/render.js': `export const render = (...args) => console.log('render', ...args);`,
  '/node_modules/ui/other.js': `export const unused = 'other';`,
};

const fixture: Plugin = {
  name: 'fixture',
  resolveId: (id) => (id in MODULES ? id : null),
  load: (id) => MODULES[id] ?? null,
};

type Chunk = Rolldown.OutputChunk;

async function bundle(group: { test: (id: string) => boolean; recursive: boolean }, plugins: Plugin[] = []) {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [fixture, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: '/app/main.js',
        output: {
          codeSplitting: {
            groups: [{ name: 'start', test: group.test, includeDependenciesRecursively: group.recursive }],
          },
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk');
  return { entry: chunks.find((chunk) => chunk.isEntry)!, start: chunks.find((chunk) => chunk.name === 'start')! };
}

describe('the start chunk', () => {
  it('holds what the app runs beyond the entry, and the entry does not wait for it', async () => {
    const start = startChunk('/app', {
      entry: 'main.js',
      app: 'start-app.js',
      packages: /ui[\\/]render/,
      alsoShared: /$^/,
    });
    const { entry, start: chunk } = await bundle({ test: start.test, recursive: false }, [start.plugin]);
    expect(entry.imports).toEqual([]); // it runs the moment it arrives
    expect(entry.moduleIds).toContain('/app/pages.js');
    expect(chunk.moduleIds.sort()).toEqual(['/app/start-app.js', '/node_modules/ui/render.js']);
  });

  it('would pull the shared addresses in, making the entry wait, when a group follows imports', async () => {
    const { entry, start } = await bundle({ test: (id) => id.endsWith('start-app.js'), recursive: true });
    expect(start.moduleIds).toContain('/app/pages.js');
    expect(entry.imports).toContain(start.fileName);
  });
});
