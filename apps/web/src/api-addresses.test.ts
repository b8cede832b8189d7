import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every endpoint is declared once in packages/contract and called through `call()`
 * (docs/decisions/0011): a web file that spells an API address has drifted from that.
 */
const SRC = __dirname;
const API_ADDRESS = /['"`]\/api\//;

const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[]).filter(
  (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
);

describe('web source files', () => {
  it('are found', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
  });

  it('never spell an API address: they call declared endpoints', () => {
    const spelled = sourceFiles.filter((file) => API_ADDRESS.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(spelled).toEqual([]);
  });

  it('would notice one', () => {
    expect(API_ADDRESS.test("apiRequest('GET', '/api/banners')")).toBe(true);
    expect(API_ADDRESS.test('fetch(`/api/readings/${id}`)')).toBe(true);
  });
});
