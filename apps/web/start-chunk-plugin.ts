import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The start chunk: everything the app (`app`, imported dynamically by the entry) runs that the
 * entry itself does not, read off the module graph once it is built. The entry stays free of
 * it, so it runs while this chunk, the largest of the first screen, is still arriving.
 *
 * A chunk group's own dependency following cannot draw that line: the app and the entry share
 * modules (the page addresses), and following the app's imports would move those into this
 * chunk, making the entry wait for it again.
 *
 * Of the packages the app imports, only the modules `packages` names join: a package's index
 * reaches all of it (antd-mobile's every component), and in this chunk the components the
 * lazy pages import through that index would come along.
 *
 * `alsoShared` names modules the app does not run but the first screen's page shares with
 * others: here rather than a file of a few hundred bytes of their own.
 */
export function startChunk(
  root: string,
  { entry, app, packages, alsoShared }: { entry: string; app: string; packages: RegExp; alsoShared: RegExp },
) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'start-chunk',
    apply: 'build',
    buildEnd() {
      const staticClosure = (from: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(from);
        return seen;
      };
      const entryModules = staticClosure(path.resolve(root, entry));
      const appModules = staticClosure(path.resolve(root, app));
      if (appModules.size <= 1) throw new Error(`start-chunk: ${app} imports nothing; is the path right?`);
      members.clear();
      for (const id of appModules)
        if (!entryModules.has(id) && (!id.includes('node_modules') || packages.test(id))) members.add(id);
    },
  };
  return { plugin, test: (id: string) => members.has(id) || alsoShared.test(id) };
}
