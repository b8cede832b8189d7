// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveChart as saveChartEndpoint } from '@tarot/contract/charts';
import { call } from '../../shared/api/call';
import { syncDeviceCharts } from './charts-api';
import type { ChartRequest } from './chart-request';
import { editChart, listSavedCharts, saveChart } from './saved-charts';

vi.mock('../../shared/api/call', () => ({ call: vi.fn(async () => ({})) }));

const request: ChartRequest = {
  name: '小明',
  gender: 'female',
  calendar: 'lunar',
  year: 2023,
  month: -2,
  day: 9,
  hour: 23,
  minute: 30,
  place: null,
  trueSolar: false,
  ziSect: 'sameDay',
};

/** A chart from the address has no zone or world place unless one was picked. */
const nowhere = { timeZone: null, location: null };

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(call).mockClear();
});

describe('signing in with charts on this device', () => {
  it('moves them into the account with their tags, oldest first, and forgets them here', async () => {
    saveChart(request);
    saveChart({ ...request, name: '小红' });
    editChart(listSavedCharts()[1]!.id, { name: '小明', tags: ['家人'] });
    expect(await syncDeviceCharts()).toBe(2);
    expect(vi.mocked(call).mock.calls).toEqual([
      [saveChartEndpoint, { body: { ...request, ...nowhere, tags: ['家人'] } }],
      [saveChartEndpoint, { body: { ...request, ...nowhere, name: '小红', tags: [] } }],
    ]);
    expect(listSavedCharts()).toEqual([]);
  });

  it('keeps a chart here when the account refuses it, to try again later', async () => {
    saveChart(request);
    vi.mocked(call).mockRejectedValueOnce(new Error('offline'));
    await expect(syncDeviceCharts()).rejects.toThrow('offline');
    expect(listSavedCharts()).toHaveLength(1);
  });
});
