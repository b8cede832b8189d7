/**
 * Text contrast as WCAG 2 AA measures it (4.5:1 for body text, 3:1 for large text: 24 px, or
 * 18.66 px bold), by axe-core's `color-contrast` rule run inside the page. axe walks each
 * visible text's ancestors and composites their backgrounds and opacity. What it leaves
 * undecided because a gradient is behind the text or the text is one character,
 * undecided-contrast.ts measures. What it leaves undecided for other reasons stays
 * unmeasured: text over a picture (no test can name a photograph's colour in advance), over a
 * pseudo-element's background, and symbols outside the Basic Multilingual Plane (♈︎, ✦),
 * which are pictures of a kind, not words.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, NodeResult, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { measureUndecided } from './undecided-contrast';

export interface ContrastFailure {
  readonly selector: string;
  readonly text: string;
  readonly ratio: number;
  readonly needed: number;
  readonly foreground: string;
  readonly background: string;
}

let axeSource: Promise<string> | undefined;
const loadAxe = () => (axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

interface ContrastData {
  readonly contrastRatio?: number;
  readonly expectedContrastRatio?: string;
  readonly fgColor?: string;
  readonly bgColor?: string;
  readonly messageKey?: string;
}
const dataOf = (node: NodeResult): ContrastData =>
  ((node.any[0] ?? node.all[0] ?? node.none[0])?.data ?? {}) as ContrastData;
const selectorOf = (node: NodeResult) => node.target.join(' ');

/** Every visible text on the page that does not reach AA contrast, worst first. */
export async function contrastFailures(page: Page): Promise<ContrastFailure[]> {
  // Evaluated through the debugging protocol, which the page's CSP (no inline scripts) does not govern.
  await page.evaluate(await loadAxe());
  const result: AxeResults = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(
      document,
      {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations', 'incomplete'],
      },
    ),
  );
  const failures = result.violations
    .flatMap((rule) => rule.nodes)
    .map((node) => {
      const data = dataOf(node);
      return {
        selector: selectorOf(node),
        ratio: data.contrastRatio ?? 0,
        needed: Number.parseFloat(data.expectedContrastRatio ?? '4.5'),
        foreground: data.fgColor ?? '?',
        background: data.bgColor ?? '?',
      };
    });
  const measurable = new Set(['bgGradient', 'shortTextContent']);
  const undecided = result.incomplete
    .flatMap((rule) => rule.nodes)
    .filter((node) => measurable.has(dataOf(node).messageKey ?? ''))
    .map(selectorOf);
  failures.push(...(await page.evaluate(measureUndecided, undecided)));

  const texts = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => document.querySelector(selector)?.textContent?.trim().slice(0, 60) ?? ''),
    failures.map((failure) => failure.selector),
  );
  return failures.map((failure, i) => ({ ...failure, text: texts[i]! })).sort((a, b) => a.ratio - b.ratio);
}
