// @vitest-environment jsdom
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';

describe('the routes', () => {
  it('name only text namespaces that exist', () => {
    const declared = ROUTES.flatMap((route) => route.namespaces ?? []);
    expect(declared.length).toBeGreaterThan(0);
    for (const namespace of declared) {
      expect(existsSync(path.join(import.meta.dirname, `../locales/zh-Hans/${namespace}.json`)), namespace).toBe(true);
    }
  });
});
