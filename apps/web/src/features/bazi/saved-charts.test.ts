// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { countTags, chartStore } from './chart-store';
import type { ChartRequest } from './chart-request';
import { chartName } from './saved-chart';
import { editChart, listSavedCharts, saveChart } from './saved-charts';
import { TEST_REQUEST } from './test-request';

// Without a birthplace, as a chart saved on the phone most often is.
const request: ChartRequest = { ...TEST_REQUEST, place: null, trueSolar: false };

beforeEach(() => window.localStorage.clear());

describe('charts kept on this device', () => {
  it('keep their tags through an edit and a second save, and lose a rename’s twin', () => {
    saveChart(request);
    saveChart({ ...request, name: '小红' });
    const [red, ming] = listSavedCharts();
    expect(ming?.tags).toEqual([]);
    editChart(ming!.id, { name: '阿明', tags: ['家人', '朋友'] });
    expect(listSavedCharts().map((chart) => [chart.request.name, chart.tags])).toEqual([
      ['小红', []],
      ['阿明', ['家人', '朋友']],
    ]);
    saveChart({ ...request, name: '阿明' });
    expect(listSavedCharts()[0]).toMatchObject({ request: { name: '阿明' }, tags: ['家人', '朋友'] });
    // Renamed to the other chart's name, it replaces that twin instead of listing the same chart twice.
    editChart(red!.id, { name: '阿明', tags: ['同事'] });
    expect(listSavedCharts().map((chart) => chart.tags)).toEqual([['同事']]);
  });

  it.each([
    ['a tag too long', ['x'.repeat(13)]],
    ['an empty tag', ['家人', '  ']],
    ['six tags', ['1', '2', '3', '4', '5', '6']],
    ['a lone surrogate', ['\ud800']],
    ['a number', [7]],
    ['no list', '家人'],
  ])('drop tags edited into storage by hand that break the rules (%s), keeping the chart', (_, tags) => {
    saveChart(request);
    const [stored] = JSON.parse(window.localStorage.getItem('bazi.charts')!);
    window.localStorage.setItem('bazi.charts', JSON.stringify([{ ...stored, tags }]));
    expect(listSavedCharts().map((chart) => chart.tags)).toEqual([[]]);
  });

  it('keep stored tags as the server would: trimmed and each once', () => {
    saveChart(request);
    const [stored] = JSON.parse(window.localStorage.getItem('bazi.charts')!);
    const tags = [' 家人 ', '朋友', '家人', '1', '2', '3'];
    window.localStorage.setItem('bazi.charts', JSON.stringify([{ ...stored, tags }]));
    expect(listSavedCharts().map((chart) => chart.tags)).toEqual([['家人', '朋友', '1', '2', '3']]);
  });

  it('are listed by tag and counted, most used first', async () => {
    saveChart(request);
    saveChart({ ...request, name: '小红' });
    saveChart({ ...request, name: '小刚' });
    const [gang, red, ming] = listSavedCharts();
    editChart(ming!.id, { name: '小明', tags: ['家人', '朋友'] });
    editChart(red!.id, { name: '小红', tags: ['朋友'] });
    const device = chartStore(false);
    expect((await device.list('朋友')).map(chartName)).toEqual(['小红', '小明']);
    expect((await device.list()).map((chart) => chart.id)).toEqual([gang!.id, red!.id, ming!.id]);
    expect(await device.tags()).toEqual([
      { tag: '朋友', count: 2 },
      { tag: '家人', count: 1 },
    ]);
    expect(countTags([])).toEqual([]);
  });
});
