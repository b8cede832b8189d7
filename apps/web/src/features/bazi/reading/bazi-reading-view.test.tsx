// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import baziReading from '../../../locales/en/baziReading.json';
import { testI18n } from '../../../shared/testing/i18n';
import { BaziReadingView } from './bazi-reading-view';

const here = path.dirname(fileURLToPath(import.meta.url));

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'baziReading', baziReading);
});
afterEach(cleanup);

describe('the written reading', () => {
  // 1990-05-15 10:30, male: 庚午 辛巳 庚辰 辛巳 — a 庚 just past even in a 七杀 month (core's golden reading).
  const chart = baziChart({ year: 1990, month: 5, day: 15, hour: 10, minute: 30, gender: 'male', ziSect: 'nextDay' });

  it('shows strength with its score and reasons, the structure, the elements, five areas and the periods in English', async () => {
    render(<BaziReadingView chart={chart} />);
    expect(await screen.findByText('Seven Killings structure')).toBeTruthy();
    expect(screen.getByText('Strong')).toBeTruthy();
    expect(screen.getByText('53 / 100')).toBeTruthy();
    expect(screen.getByText(/Born in the Si \(Snake\) month, whose Fire controls the day master/)).toBeTruthy();
    // The incoming pillars' stems and branches stay glyphs, each named beside it.
    const glyphs = [...document.querySelectorAll('[data-glyph]')];
    expect(glyphs.length).toBeGreaterThanOrEqual(6);
    for (const glyph of glyphs) expect(glyph.nextElementSibling?.textContent).toMatch(/^[A-Z][a-z]+ /);
    expect(screen.getByText('Fire')).toBeTruthy();
    // Each 用神 names its basis: 火 checks the strong 庚 (its 七杀 has no 食神 to tame it), 水 cools the 巳 month.
    expect(screen.getByText('restraint').dataset.basis).toBe('restraint');
    expect(screen.getByText('climate').dataset.basis).toBe('climate');
    expect(screen.getByText(/^Order of choice:/)).toBeTruthy();
    for (const area of ['Personality', 'Career', 'Money', 'Relationships', 'Well-being']) {
      expect(screen.getByRole('heading', { name: area })).toBeTruthy();
    }
    expect(screen.getByText(/please see a qualified doctor/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /^Year \d{4}$/ })).toHaveLength(2);
  });

  it('fits a 375 px screen: long words wrap and the element rows give their text the room left', () => {
    // jsdom lays nothing out, so the rules that keep the reading inside a phone screen are checked as written.
    const css = readFileSync(path.join(here, 'bazi-reading-view.module.css'), 'utf8');
    const rule = (selector: string) =>
      css.match(new RegExp(`\\n${selector.replace(/\./g, '\\.')} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(rule('.card')).toContain('overflow-wrap: anywhere');
    expect(rule('.reasons li')).toContain('grid-template-columns: auto auto minmax(0, 1fr)');
    expect(rule('.period header')).toContain('flex-wrap: wrap');
  });
});
