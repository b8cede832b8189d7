import { Visitor, type ESTree, type Plugin } from 'vite';

/** The contract's modules, as Vite resolves them through the workspace link. */
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

/** What production reads from a declaration: src/shared/api/call.ts addresses each call with these. */
const KEPT_FIELDS = ['method', 'path'] as const;

const PURE = '/* @__PURE__ */ ';

export type Parse = (code: string) => ESTree.Program;

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Applied from the end, so each edit's offsets still point into the untouched text before it. */
const applyEdits = (code: string, edits: readonly Edit[]): string =>
  [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);

/** The local name `endpoint` is imported under from ./endpoint, or null where the module declares none. */
function endpointImport(program: ESTree.Program): string | null {
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== './endpoint') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const imported = specifier.imported;
      if ((imported.type === 'Identifier' ? imported.name : imported.value) === 'endpoint') {
        return specifier.local.name;
      }
    }
  }
  return null;
}

/**
 * Every `endpoint({...})` declaration cut down to its method and path, the rest (schemas,
 * summaries, error lists) left unreferenced. A declaration whose method or path cannot be
 * read off it fails the build: keeping it whole would quietly bring zod back into the pages.
 */
function declarationsToAddresses(code: string, program: ESTree.Program, id: string): Edit[] {
  const name = endpointImport(program);
  if (name === null) return [];
  const edits: Edit[] = [];
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || call.callee.name !== name) return;
      const [declaration] = call.arguments;
      if (call.arguments.length !== 1 || declaration?.type !== 'ObjectExpression') {
        throw new Error(
          `contract-addresses: ${id} (at offset ${call.start}) declares an endpoint without an object literal`,
        );
      }
      const kept = KEPT_FIELDS.map((field) => {
        const property = declaration.properties.find(
          (candidate) =>
            candidate.type === 'Property' &&
            !candidate.computed &&
            candidate.key.type === 'Identifier' &&
            candidate.key.name === field,
        );
        if (!property)
          throw new Error(`contract-addresses: ${id} (at offset ${call.start}) declares an endpoint without ${field}`);
        return code.slice(property.start, property.end);
      });
      edits.push({ start: declaration.start, end: declaration.end, text: `{ ${kept.join(', ')} }` });
    },
  }).visit(program);
  return edits;
}

const isFunction = (node: ESTree.Node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'ClassExpression';

/** The nodes directly inside one: its properties that are nodes or lists of nodes. */
const children = (node: ESTree.Node): ESTree.Node[] =>
  Object.values(node)
    .flat()
    .filter((value): value is ESTree.Node => typeof value?.type === 'string');

/** Whether evaluating the expression calls anything (a function's body runs only when called). */
const calls = (node: ESTree.Node): boolean =>
  !isFunction(node) && (node.type === 'CallExpression' || node.type === 'NewExpression' || children(node).some(calls));

/**
 * Every top-level constant built by calls (`z.object(...)`, `z.enum([...ids.options])`,
 * `endpoint(...)`) wrapped in a call marked pure, so the bundler drops each one no page reads.
 * Marking the builder calls alone is not enough: the bundler still keeps their arguments'
 * property reads and spreads. Sound because the contract's modules only declare values: no
 * top-level call acts on anything.
 */
function topLevelBuildersPure(program: ESTree.Program): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (!init || !calls(init)) continue;
      edits.push({ start: init.start, end: init.start, text: `${PURE}(() => (` });
      edits.push({ start: init.end, end: init.end, text: '))()' });
    }
  }
  return edits;
}

/**
 * One contract module as the production browser needs it: endpoints reduced to their
 * addresses, then every top-level constant removable once unread. Parsed twice, so the
 * second pass sees the calls the first left, not the ones it cut away.
 */
export function keepAddressesOnly(code: string, parse: Parse, id: string): string {
  const addressed = applyEdits(code, declarationsToAddresses(code, parse(code), id));
  return applyEdits(addressed, topLevelBuildersPure(parse(addressed)));
}

/**
 * Production builds only: the contract's zod schemas serve the server, which validates every
 * request and answer, and the web's development and test modes, which check each answer
 * (src/shared/api/call.ts). The production browser only addresses requests, and zod would
 * cost every page that calls the API about 26 KB gzipped.
 */
export function contractAddresses(): Plugin {
  return {
    name: 'contract-addresses',
    apply: 'build',
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        return { code: keepAddressesOnly(code, (source) => this.parse(source), id), map: null };
      },
    },
  };
}
