import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AnyModule, Platform } from '../src/container/define-module';
import { moduleOrder, registerModules } from '../src/container/register-modules';
import type { JobRunner } from '../src/jobs/runner';

/** A module that only names its dependencies: the container's ordering is all these tests look at. */
const named = (name: string, ...dependsOn: string[]): AnyModule => ({ name, dependsOn });
const names = (modules: readonly AnyModule[]) => moduleOrder(modules).map((module) => module.name);

describe('the module container', () => {
  it('registers each module after those it depends on, and otherwise in the order listed', () => {
    const modules = [named('admin', 'accounts', 'notifications'), named('health'), named('notifications', 'push')];
    expect(names([...modules, named('push', 'accounts'), named('accounts')])).toEqual([
      'accounts',
      'push',
      'notifications',
      'admin',
      'health',
    ]);
    expect(names([named('a'), named('b'), named('c')])).toEqual(['a', 'b', 'c']);
  });

  it('refuses a dependency on a module that is not listed', () => {
    expect(() => names([named('points', 'accounts', 'promotions'), named('accounts')])).toThrow(
      'Module "points" depends on "promotions", which is not listed',
    );
  });

  it('refuses modules that depend on each other in a circle, naming the circle', () => {
    expect(() => names([named('health'), named('a', 'b'), named('b', 'c'), named('c', 'a')])).toThrow(
      'Modules depend on each other in a circle: a → b → c → a',
    );
    expect(() => names([named('self', 'self')])).toThrow('Modules depend on each other in a circle: self → self');
  });

  it('refuses a module listed twice', () => {
    expect(() => names([named('files'), named('files')])).toThrow('Module "files" is listed twice');
  });

  it("hands each module its dependencies' answers, only those, and runs jobs only with a runner", async () => {
    const seen: Record<string, unknown> = {};
    const ran: string[] = [];
    const modules: AnyModule[] = [
      {
        name: 'reader',
        dependsOn: ['source'],
        register: async (_app, context: Record<string, unknown>) => {
          seen.reader = Object.keys(context).sort();
          seen.source = context.source;
        },
        jobs: async () => {
          ran.push('reader');
        },
      },
      { name: 'source', dependsOn: [], register: async () => ({ answer: 42 }) },
      { name: 'other', dependsOn: [], register: async () => 'not handed to reader' },
    ];
    const platform = {} as Platform;
    await registerModules(Fastify(), modules, { platform, jobs: undefined });
    expect(seen).toEqual({ reader: ['platform', 'source'], source: { answer: 42 } });
    expect(ran).toEqual([]);
    await registerModules(Fastify(), modules, { platform, jobs: {} as JobRunner });
    expect(ran).toEqual(['reader']);
  });
});
