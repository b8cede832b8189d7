import { fileURLToPath } from 'node:url';
import { build, parseAst, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractAddresses, keepAddressesOnly } from './contract-addresses-plugin';

/** A contract module as the plugin receives it: TypeScript already compiled away. */
const MODULE = `import { z } from 'zod';
import { endpoint } from './endpoint';
export const NAME_MAX = 20;
export const isShortName = (name) => name.length <= NAME_MAX;
export const itemSchema = z.object({ id: z.string(), name: z.string().max(NAME_MAX) }).meta({ id: 'Item' });
const colours = z.enum(['red', 'blue']);
const moreColours = z.enum([...colours.options, 'green']);
export const listItems = endpoint({
  method: 'GET',
  path: '/api/items',
  tags: ['items'],
  summary: 'Every item',
  query: z.object({ colour: moreColours }),
  response: itemSchema,
  errors: [],
});
const itemAction = (action, summary) =>
  endpoint({ method: 'POST', path: \`/api/items/:id/\${action}\`, summary, response: itemSchema, errors: [404] });
export const archiveItem = itemAction('archive', 'Archive an item');
`;

const rewrite = (code: string) => keepAddressesOnly(code, (source) => parseAst(source), 'items.ts');
const occurrences = (code: string, name: string) => code.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;

describe('keepAddressesOnly', () => {
  const output = rewrite(MODULE);

  it('keeps each endpoint’s method and path, in a helper too', () => {
    expect(output).toContain("endpoint({ method: 'GET', path: '/api/items' })");
    expect(output).toContain("endpoint({ method: 'POST', path: `/api/items/:id/${action}` })");
    expect(output).not.toMatch(/summary:|tags:|errors:|response:|query:/);
  });

  it('leaves the schemas unreferenced but by their own declarations', () => {
    expect(occurrences(output, 'itemSchema')).toBe(1);
    expect(occurrences(output, 'moreColours')).toBe(1);
  });

  it('marks every constant built by calls pure, and leaves plain values and functions alone', () => {
    for (const name of ['itemSchema', 'colours', 'moreColours', 'listItems', 'archiveItem']) {
      expect(output).toMatch(new RegExp(`const ${name} = /\\* @__PURE__ \\*/ \\(\\(\\) => \\(`));
    }
    expect(output).toContain('export const NAME_MAX = 20;');
    expect(output).toContain('export const isShortName = (name) => name.length <= NAME_MAX;');
    expect(output).toContain('const itemAction = (action, summary) =>\n  endpoint(');
  });

  it('still runs: the output parses', () => {
    expect(() => parseAst(output)).not.toThrow();
  });

  it.each([
    ['no object literal', 'endpoint(declaration)', 'without an object literal'],
    ['the path spread in', "endpoint({ method: 'GET', ...shared })", 'without path'],
  ])('fails the build on a declaration with %s', (_, call, problem) => {
    expect(() => rewrite(`import { endpoint } from './endpoint';\nexport const x = ${call};`)).toThrow(problem);
  });

  it('leaves modules that declare no endpoint with their own function of that name alone', () => {
    const code = "const endpoint = (value) => value;\nexport const x = endpoint({ method: 'GET', summary: 's' });";
    expect(rewrite(code)).toContain("endpoint({ method: 'GET', summary: 's' })");
  });
});

const BANNERS = fileURLToPath(new URL('../../packages/contract/src/banners.ts', import.meta.url));
const ADMIN = fileURLToPath(new URL('../../packages/contract/src/admin.ts', import.meta.url));

/** Bundles a page that calls two real endpoints, the way the production build would. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'test-entry',
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) =>
      id === 'entry'
        ? `import { listBanners } from ${JSON.stringify(BANNERS)};
           import { banUser } from ${JSON.stringify(ADMIN)};
           console.log(listBanners.method, listBanners.path, banUser.path);`
        : null,
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry' } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('a production bundle of the contract', () => {
  it('holds the addresses and no zod', async () => {
    const code = await bundle([contractAddresses()]);
    expect(code).toContain('/api/banners');
    expect(code).toContain('/api/admin/users/:id/');
    expect(code).not.toContain('ZodObject');
  });

  it('holds zod without the plugin (the check above can fail)', async () => {
    expect(await bundle([])).toContain('ZodObject');
  });
});
