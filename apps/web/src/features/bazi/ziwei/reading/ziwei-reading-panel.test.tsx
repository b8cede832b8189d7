// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { loadZiweiTexts } from '@tarot/content/web/ziwei';
import { ziweiChart, ziweiHoroscope } from '@tarot/core/calendar/ziwei';
import { ziweiReading } from '@tarot/core/calendar/ziwei-reading/reading';
import ziweiReadingLabels from '../../../../locales/en/ziweiReading.json';
import { t, testI18n } from '../../../../shared/testing/i18n';
import { ZiweiReadingPanel } from './ziwei-reading-panel';

// What the server answers for a birth on 2000-08-16 at 04:30 (寅时), female, read for mid-2026.
const birth = { date: '2000-8-16', hourIndex: 2, gender: 'female' } as const;
const chart = ziweiChart(birth);
const reading = ziweiReading(chart, ziweiHoroscope(birth, { date: '2026-7-1' }));
const soulIndex = chart.palaces.find((p) => p.name === '命宫')!.index;
const en = await loadZiweiTexts('en');

function Panel() {
  const [selected, setSelected] = useState(soulIndex);
  return <ZiweiReadingPanel chart={chart} reading={reading} year={2026} selected={selected} onSelect={setSelected} />;
}

beforeAll(async () => {
  await testI18n;
  i18next.addResourceBundle('en', 'ziweiReading', ziweiReadingLabels);
});
afterEach(cleanup);

describe('the 紫微 reading panel', () => {
  it('opens on 命宫 with its star’s reading, and sums up 命宫 and 身宫', async () => {
    render(<Panel />);
    expect(await screen.findByText(en.stars.ziwei.soul)).toBeTruthy();
    expect(screen.getByText(en.brightness.bright)).toBeTruthy();
    expect(screen.getByText(en.stars.ziwei.keywords)).toBeTruthy();
    expect(screen.getByText(en.body.career)).toBeTruthy();
  });

  it('reads another palace when it is tapped: empty 父母 through 疾厄, with the pair there', async () => {
    render(<Panel />);
    fireEvent.click(await screen.findByRole('button', { name: en.names.palaces.parents }));
    expect(screen.getByRole('button', { name: en.names.palaces.parents }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(t('ziweiReading:borrowed', { palace: en.names.palaces.health }))).toBeTruthy();
    expect(screen.getByText(en.borrowed)).toBeTruthy();
    expect(screen.getByText(en.pairs.tiantongJumen)).toBeTruthy();
    expect(screen.queryByText(en.stars.ziwei.soul)).toBeNull();
  });

  it('shows the 大限 with its ages and the 流年 of the chosen year', async () => {
    render(<Panel />);
    const [from, to] = chart.palaces.find((p) => p.index === reading.decadal!.index)!.decadal.range;
    expect(await screen.findByText(t('ziweiReading:decadal', { from, to }))).toBeTruthy();
    expect(screen.getByText(en.period.focus.spouse)).toBeTruthy();
    expect(screen.getByText(t('ziweiReading:yearly', { year: 2026 }))).toBeTruthy();
    expect(screen.getByText(en.period.focus.soul)).toBeTruthy();
  });
});
