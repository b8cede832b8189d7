import { localStore } from '../../shared/storage/local';
import { chartSearch, parseChartRequest, type ChartRequest } from './chart-request';

/** A chart kept on this device until accounts can keep it on the server. */
export interface SavedChart {
  readonly id: string;
  readonly request: ChartRequest;
  readonly savedAt: string;
}

const CHARTS_KEY = 'bazi.charts';
const LAST_KEY = 'bazi.lastRequest';
export const SAVED_CHARTS_LIMIT = 50;

/** Stored as addresses: the same parser that guards URLs guards storage. */
interface StoredChart {
  readonly id: string;
  readonly search: string;
  readonly savedAt: string;
}

function readStored(): StoredChart[] {
  try {
    const parsed: unknown = JSON.parse(localStore.get(CHARTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is StoredChart =>
            typeof item?.id === 'string' && typeof item?.search === 'string' && typeof item?.savedAt === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function listSavedCharts(): SavedChart[] {
  return readStored().flatMap((stored) => {
    const request = parseChartRequest(new URLSearchParams(stored.search));
    return request ? [{ id: stored.id, request, savedAt: stored.savedAt }] : [];
  });
}

export function saveChart(request: ChartRequest): void {
  const search = chartSearch(request);
  const others = readStored().filter((stored) => stored.search !== search);
  const saved: StoredChart = { id: crypto.randomUUID(), search, savedAt: new Date().toISOString() };
  localStore.set(CHARTS_KEY, JSON.stringify([saved, ...others].slice(0, SAVED_CHARTS_LIMIT)));
}

export function isChartSaved(request: ChartRequest): boolean {
  const search = chartSearch(request);
  return readStored().some((stored) => stored.search === search);
}

export function deleteChart(id: string): void {
  localStore.set(CHARTS_KEY, JSON.stringify(readStored().filter((stored) => stored.id !== id)));
}

/** The form opens with the last chart drawn, so a returning user need not type it again. */
export const lastRequest = {
  read: (): ChartRequest | null => parseChartRequest(new URLSearchParams(localStore.get(LAST_KEY) ?? '')),
  write: (request: ChartRequest) => localStore.set(LAST_KEY, chartSearch(request)),
};
