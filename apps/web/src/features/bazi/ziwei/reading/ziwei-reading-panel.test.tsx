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

  it('names the patterns 命宫 forms: 紫微 in 午 (极向离明) with 天府 and 天相 in its trines (府相朝垣)', async () => {
    render(<Panel />);
    expect(await screen.findByText(en.names.patterns.jiXiangLiMing)).toBeTruthy();
    expect(screen.getByText(en.patterns.jiXiangLiMing)).toBeTruthy();
    expect(screen.getByText(en.names.patterns.fuXiangChaoYuan)).toBeTruthy();
    expect(screen.queryByText(en.patternSpoiled)).toBeNull();
  });

  it('reads the chosen palace’s minor stars and its 三方四正: 文曲 in 命宫, 左辅 and 铃星 meeting it', async () => {
    render(<Panel />);
    expect(await screen.findByText(en.minor.wenqu)).toBeTruthy();
    expect(screen.getByText(t('ziweiReading:sanFang'))).toBeTruthy();
    expect(screen.getByText(en.sanFang.luckySome)).toBeTruthy();
    expect(screen.getByText(en.sanFang.maleficSome)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.names.palaces.health }));
    expect(screen.getByText(en.sanFang.jiSelf)).toBeTruthy();
    expect(screen.getByText(en.minor.dijie)).toBeTruthy();
  });

  it('states the frame each period counts its palaces in and reads decade and year together', async () => {
    render(<Panel />);
    const decadeFrame = t('ziweiReading:frame.decade', { palace: en.names.palaces.spouse });
    expect(await screen.findByText(decadeFrame)).toBeTruthy();
    // 庚 decade: 武曲 化权 in 寅 is the decade's 夫妻, the natal 财帛.
    const landing = t('ziweiReading:landing', {
      frame: t('ziweiReading:frameName.decade'),
      palace: en.names.palaces.spouse,
      natal: en.names.palaces.wealth,
    });
    expect(screen.getByText(landing, { exact: false })).toBeTruthy();
    expect(screen.getByText(t('ziweiReading:stack'))).toBeTruthy();
    expect(screen.getByText(t('ziweiReading:yearInDecade', { palace: en.names.palaces.spirit }))).toBeTruthy();
    expect(screen.getByText(en.stack.jiClashesDecade)).toBeTruthy();
    // Each 化 is explained once, under the decade, not again under the year.
    expect(screen.getAllByText(en.period.mutagen.ji)).toHaveLength(1);
  });
});
