import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable } from './report';
import { startBenchServer } from './server';

/** DESIGN.md: Lighthouse (mobile) performance ≥ 95 on the home, card-faces and almanac pages. */
const BUDGET_SCORE = 95;
const PAGES = [
  ['home', '#/'],
  ['card faces', '#/paimian'],
  ['almanac', '#/huangli'],
] as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run, tried a second time when the first reports a runtime error (the first
 * page after Chromium starts sometimes never paints within Lighthouse's window).
 */
async function audit(url: string, port: number, attempts = 2) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) return lhr;
    if (attempt >= attempts)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));

/**
 * Lighthouse's default mobile run (a mid-range phone on a slow 4G link, simulated) against the
 * built app served by the real server, in Debian's Chromium (CHROMIUM_PATH).
 */
export async function benchLighthouse(): Promise<void> {
  const server = await startBenchServer({ seeded: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rows: (string | number)[][] = [];
    for (const [name, hash] of PAGES) {
      const { categories, audits } = await audit(`${server.url}/tarot/${hash}`, chrome.port);
      const score = Math.round((categories.performance?.score ?? 0) * 100);
      rows.push([
        name,
        score,
        BUDGET_SCORE,
        (score / BUDGET_SCORE).toFixed(2),
        ms(audits['first-contentful-paint']?.numericValue),
        ms(audits['largest-contentful-paint']?.numericValue),
        ms(audits['total-blocking-time']?.numericValue),
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ]);
    }
    printTable(
      'Lighthouse mobile performance (simulated slow 4G, mid-range phone)',
      ['page', 'score', 'budget', 'ratio', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      rows,
    );
  } finally {
    chrome.kill();
    await server.close();
  }
}
