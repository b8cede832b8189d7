import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../jobs/runner';
import type { AnyModule, Platform } from './define-module';

/**
 * The order modules register in: each after every module it depends on, and otherwise in the
 * order listed (the composition root lists the ones whose routes should come first). Refuses a
 * dependency on a module that is not listed and modules that depend on each other in a circle.
 */
export function moduleOrder<M extends AnyModule>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`Module "${module.name}" is listed twice`);
    byName.set(module.name, module);
  }
  for (const module of modules) {
    const missing = module.dependsOn.find((name) => !byName.has(name));
    if (missing !== undefined) throw new Error(`Module "${module.name}" depends on "${missing}", which is not listed`);
  }
  const ordered: M[] = [];
  const placed = new Set<string>();
  const visiting: string[] = [];
  const place = (module: M): void => {
    if (placed.has(module.name)) return;
    const seen = visiting.indexOf(module.name);
    if (seen >= 0) {
      throw new Error(
        `Modules depend on each other in a circle: ${[...visiting.slice(seen), module.name].join(' → ')}`,
      );
    }
    visiting.push(module.name);
    for (const name of module.dependsOn) place(byName.get(name)!);
    visiting.pop();
    placed.add(module.name);
    ordered.push(module);
  };
  for (const module of modules) place(module);
  return ordered;
}

/**
 * Registers the modules in dependency order, handing each the answers of the modules it depends
 * on (and only those) beside the platform; with a job runner, a module's jobs follow its routes.
 */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AnyModule[],
  { platform, jobs }: { platform: Platform; jobs: JobRunner | undefined },
): Promise<void> {
  const answers = new Map<string, unknown>();
  for (const module of moduleOrder(modules)) {
    const context = {
      platform,
      ...Object.fromEntries(module.dependsOn.map((name) => [name, answers.get(name)])),
    } as never;
    answers.set(module.name, await module.register?.(app, context));
    if (jobs) await module.jobs?.(jobs, app, context);
  }
}
