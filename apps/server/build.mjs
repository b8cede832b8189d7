// `npm run build -w apps/server`: the server compiled to one ES module, dist/main.js, so that
// production starts it with plain node rather than compiling TypeScript at every start (tsx).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/**
 * npm dependencies stay in node_modules and are imported at run time, as under tsx: native
 * addons (argon2, sharp), PGlite's wasm and the files packages read beside themselves work only
 * where npm installed them. Our workspace packages ship TypeScript source, so they are compiled
 * in; `packages: 'external'` would leave them out, since they too are reached through
 * node_modules (as symlinks).
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tarot/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Modules that find files from their own location (db/client.ts the migrations folder,
 * config.ts the repository root, createRequire the packages) must find the same files from
 * the bundle. In each module `import.meta.url` becomes its source file's URL, written relative
 * to the bundle's, so the checkout still works wherever it lies.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // The sources sit beside the bundle in the checkout; the map only needs to point at them.
  sourcesContent: false,
  plugins: [externalDependencies, sourceFileUrls],
  logLevel: 'info',
});
