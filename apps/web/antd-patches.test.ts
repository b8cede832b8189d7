import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { antdPickerLabels } from './antd-picker-labels-plugin';
import { antdReact19Render } from './antd-render-plugin';

/**
 * The build's two patches of antd-mobile, held against the antd-mobile that is installed: a
 * release that moves or rewrites what they patch fails here, not silently in production.
 */
const ANTD = path.dirname(createRequire(import.meta.url).resolve('antd-mobile/package.json'));
const antdFile = (file: string) => path.join(ANTD, 'es', file);
const exportsOf = (file: string) => parse(readFileSync(file, 'utf8'))[1].map((entry) => entry.n);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'resolveId' | 'transform') => plugin[name] as Hook;

beforeAll(() => init);

describe('the React 19 renderer in place of antd-mobile’s unstable-render', () => {
  const replacement = path.resolve(import.meta.dirname, 'src/shared/ui/antd-render.ts');

  it('offers what the module it replaces exports', () => {
    expect(exportsOf(antdFile('utils/unstable-render.js'))).toEqual(['unstableSetRender']);
    const ours = readFileSync(replacement, 'utf8');
    expect(ours).toMatch(/export function unstableSetRender\(/);
  });

  it('takes the place of every import antd-mobile makes of it', () => {
    const resolveId = hook(antdReact19Render(), 'resolveId');
    for (const importer of ['index.js', 'utils/render-to-body.js']) {
      const source = /from '(\.[^']*unstable-render)'/.exec(readFileSync(antdFile(importer), 'utf8'))?.[1];
      expect(source, importer).toBeDefined();
      expect(resolveId.call(undefined, source, antdFile(importer))).toBe(replacement);
    }
    expect(resolveId.call(undefined, './unstable-render', '/app/src/main.ts')).toBeNull();
  });
});

describe('the picker wheels’ screen-reader labels in the reader’s language', () => {
  const wheel = antdFile('components/picker-view/wheel.js');

  it('finds every Chinese label in the installed wheel and leaves none behind', () => {
    const transform = hook(antdPickerLabels(), 'transform');
    const result = transform.call(undefined, readFileSync(wheel, 'utf8'), wheel) as { code: string };
    expect(result.code).toMatch(/^import \{ pickerLabels \} from /);
    expect(result.code).not.toMatch(/当前|没有上一项|没有下一项|选择上一项|选择下一项/);
    expect(result.code.match(/pickerLabels\.\w+\(/g)).toHaveLength(6);
  });

  it('fails the build when a label is no longer where it was', () => {
    const transform = hook(antdPickerLabels(), 'transform');
    const changed = readFileSync(wheel, 'utf8').replace('当前未选择', '未选择');
    expect(() => transform.call(undefined, changed, wheel)).toThrow(/当前未选择.*not found/);
  });
});
