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
      const result = await lighthouse(`${server.url}/tarot/${hash}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
      const { categories, audits } = result.lhr;
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
