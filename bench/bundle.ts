import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable, root } from './report';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_FIRST_SCREEN_KB = 120;
const BUDGET_PAGE_KB = 100;
/** apps/web/vite.config.ts names the chunk holding tyme4ts. */
const CALENDAR_CHUNK = /^calendar-library-/;
const dist = path.join(root, 'apps/web/dist');

const gzippedKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically: what the browser must fetch to run it. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const sumKb = (manifest: Record<string, ManifestChunk>, keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzippedKb(manifest[key]!.file), 0);

export function benchBundle(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const pages = (manifest[entryKey]!.dynamicImports ?? []).filter((key) => key.includes('-page.'));
  const homeKey = pages.find((key) => key.endsWith('home/home-page.tsx'))!;

  // What every screen runs: the entry and what index.html fetches beside it (the start chunk,
  // which the entry imports only once it has asked for the opened page's files).
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="[^"]*\/(assets\/[^"]+)"/g)].map(
    ([, file]) => Object.keys(manifest).find((key) => manifest[key]!.file === file)!,
  );
  const entry = preloaded.reduce((seen, key) => closure(manifest, key, seen), closure(manifest, entryKey));
  const firstScreen = closure(manifest, homeKey, new Set(entry));
  const firstKb = sumKb(manifest, firstScreen);
  // DESIGN.md: the calendar library is one shared chunk, preloaded with the pages that run it,
  // so it is weighed once on its own row rather than inside each of those pages.
  const calendarKey = Object.keys(manifest).find((key) => CALENDAR_CHUNK.test(path.basename(manifest[key]!.file)));
  const entryCode = readFileSync(path.join(dist, manifest[entryKey]!.file), 'utf8');
  const rows = [
    [
      'first screen (entry + home)',
      firstKb.toFixed(1),
      BUDGET_FIRST_SCREEN_KB,
      (firstKb / BUDGET_FIRST_SCREEN_KB).toFixed(2),
      firstScreen.size,
      '',
    ],
  ];
  if (calendarKey) {
    const preloaded = entryCode.includes(manifest[calendarKey]!.file.replace(/^assets\//, ''));
    rows.push([
      'calendar library (shared)',
      sumKb(manifest, [calendarKey]).toFixed(1),
      '',
      '',
      1,
      preloaded ? 'preloaded' : 'NOT preloaded',
    ]);
  }
  for (const page of pages) {
    // A page's own weight: what it adds beyond the entry it always runs with and the shared calendar.
    const chunks = closure(manifest, page);
    const own = [...chunks].filter((key) => !entry.has(key) && key !== calendarKey);
    const kb = sumKb(manifest, own);
    const calendar = calendarKey && chunks.has(calendarKey) ? '+ calendar' : '';
    rows.push([
      path.basename(page),
      kb.toFixed(1),
      BUDGET_PAGE_KB,
      (kb / BUDGET_PAGE_KB).toFixed(2),
      own.length,
      calendar,
    ]);
  }
  // Files count as much as bytes on a phone: over HTTP/1.1 a browser fetches six at a time, and
  // each round costs a round trip (150 ms on Lighthouse's slow 4G).
  printTable(
    'JavaScript, gzipped (KB) against DESIGN.md budgets, and the files it comes in',
    ['chunk', 'KB', 'budget', 'ratio', 'files', ''],
    rows,
  );
}
