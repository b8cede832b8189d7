// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveChart } from '@tarot/contract/charts';
import { call } from '../api/call';
import { deleteDeviceChart, editDeviceChart, listDeviceCharts, saveDeviceChart } from './device-charts';
import { saveOtherChart, syncDeviceOtherCharts } from './save-chart';

vi.mock('../api/call', () => ({ call: vi.fn(async () => ({})) }));

const QIMEN = {
  kind: 'qimen',
  moment: { name: '', date: '2026-12-07', time: '14:10', question: 'career', method: 'chaibu' },
  timeZone: 'Europe/Zurich',
  location: null,
} as const;
const ZURICH = { name: 'Zürich · Switzerland', latitude: 47.37, longitude: 8.55 };
const NATAL = {
  kind: 'natal',
  birth: { name: 'Anna', date: '1985-03-09', time: '06:40' },
  timeZone: 'Europe/Zurich',
  location: ZURICH,
} as const;

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(call).mockClear();
});

describe('natal and 奇门 charts kept on this device', () => {
  it('are saved once, renamed, re-tagged and deleted, surviving a reload', async () => {
    await saveOtherChart(false, QIMEN);
    await saveOtherChart(false, NATAL);
    await saveOtherChart(false, QIMEN);
    expect(call).not.toHaveBeenCalled();
    const [qimen, natal] = listDeviceCharts();
    expect(qimen).toMatchObject({ ...QIMEN, tags: [], self: false });
    expect(natal).toMatchObject(NATAL);
    editDeviceChart(qimen!.id, { name: '面试', tags: ['工作'] });
    expect(listDeviceCharts()[0]).toMatchObject({ moment: { name: '面试' }, tags: ['工作'] });
    deleteDeviceChart(natal!.id);
    expect(listDeviceCharts().map((chart) => chart.kind)).toEqual(['qimen']);
  });

  it('drop entries edited by hand into something that is no chart', () => {
    saveDeviceChart(QIMEN);
    const stored = JSON.parse(window.localStorage.getItem('charts.saved')!);
    window.localStorage.setItem(
      'charts.saved',
      JSON.stringify([...stored, { ...stored[0], moment: { ...stored[0].moment, question: 'lottery' } }, 7]),
    );
    expect(listDeviceCharts()).toHaveLength(1);
  });

  it('go to the account for members, and move there on signing in, oldest first', async () => {
    await saveOtherChart(true, QIMEN);
    expect(vi.mocked(call).mock.calls).toEqual([[saveChart, { body: { ...QIMEN, tags: [] } }]]);
    vi.mocked(call).mockClear();
    saveDeviceChart(NATAL);
    saveDeviceChart(QIMEN);
    expect(await syncDeviceOtherCharts()).toBe(2);
    expect(vi.mocked(call).mock.calls).toEqual([
      [saveChart, { body: { ...NATAL, self: false, tags: [] } }],
      [saveChart, { body: { ...QIMEN, tags: [] } }],
    ]);
    expect(listDeviceCharts()).toEqual([]);
  });

  it('keep one chart marked “this is me”, which goes to the account with its mark', async () => {
    const partner = { ...NATAL, birth: { ...NATAL.birth, name: 'Ben', date: '1984-01-02' } };
    await saveOtherChart(false, partner, true);
    await saveOtherChart(false, NATAL, true);
    await saveOtherChart(false, QIMEN, true);
    expect(listDeviceCharts().map((chart) => [chart.kind, chart.self])).toEqual([
      ['qimen', false],
      ['natal', true],
      ['natal', false],
    ]);
    // Saved again without the mark, a chart keeps it.
    await saveOtherChart(false, NATAL);
    expect(listDeviceCharts()[0]).toMatchObject({ birth: { name: 'Anna' }, self: true });
    await syncDeviceOtherCharts();
    expect(vi.mocked(call).mock.calls.map(([, request]) => request)).toContainEqual({
      body: { ...NATAL, self: true, tags: [] },
    });
    vi.mocked(call).mockClear();
    await saveOtherChart(true, NATAL, true);
    expect(vi.mocked(call).mock.calls).toEqual([[saveChart, { body: { ...NATAL, self: true, tags: [] } }]]);
  });
});
