import { isStorableText } from '@tarot/contract/text-rules';
import { localStore } from '../../shared/storage/local';
import { chartSearch, parseChartRequest, type ChartRequest } from './chart-request';
import { addTag } from './hub/tag-draft';
import type { SavedBaziChart } from './saved-chart';

/** What the edit form changes on a saved chart. */
export interface ChartEdit {
  readonly name: string;
  readonly tags: readonly string[];
  /** “This is me”: only account charts carry the mark (the server keeps it to one). */
  readonly self?: boolean;
}

const CHARTS_KEY = 'bazi.charts';
const LAST_KEY = 'bazi.lastRequest';
export const SAVED_CHARTS_LIMIT = 50;

/** Stored as addresses: the same parser that guards URLs guards storage. */
interface StoredChart {
  readonly id: string;
  readonly search: string;
  readonly savedAt: string;
  /** Absent on charts saved before tags existed. */
  readonly tags?: readonly string[];
}

/**
 * Storage can be edited by hand: tags that break the server's rules are dropped, the chart is
 * kept. Checked with the tag editor's own rules rather than the contract's zod schema, which
 * would add zod to every 八字 page.
 */
function storedTags(stored: StoredChart): readonly string[] {
  const tags: unknown = stored.tags ?? [];
  if (!Array.isArray(tags)) return [];
  let kept: readonly string[] = [];
  for (const tag of tags) {
    if (typeof tag !== 'string' || !isStorableText(tag)) return [];
    const added = addTag(kept, tag);
    if (typeof added === 'string') return []; // the problem that tag has
    kept = added;
  }
  return kept;
}

const writeStored = (charts: readonly StoredChart[]) =>
  localStore.set(CHARTS_KEY, JSON.stringify(charts.slice(0, SAVED_CHARTS_LIMIT)));

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

export function listSavedCharts(): SavedBaziChart[] {
  return readStored().flatMap((stored) => {
    const request = parseChartRequest(new URLSearchParams(stored.search));
    if (!request) return [];
    const { id, savedAt } = stored;
    const [timeZone, location] = [request.timeZone ?? null, request.location ?? null];
    return [{ kind: 'bazi', id, request, tags: storedTags(stored), savedAt, self: false, timeZone, location }];
  });
}

/** Saving a chart again moves it to the top and keeps the tags it had. */
export function saveChart(request: ChartRequest): void {
  const search = chartSearch(request);
  const stored = readStored();
  const tags = stored.find((chart) => chart.search === search)?.tags ?? [];
  const saved: StoredChart = { id: crypto.randomUUID(), search, savedAt: new Date().toISOString(), tags };
  writeStored([saved, ...stored.filter((chart) => chart.search !== search)]);
}

/** Renames and re-tags a chart in place; a renamed twin of another saved chart replaces it. */
export function editChart(id: string, { name, tags }: ChartEdit): void {
  const stored = readStored();
  const chart = listSavedCharts().find((saved) => saved.id === id);
  if (!chart) return;
  const search = chartSearch({ ...chart.request, name });
  writeStored(
    stored.flatMap((item) => (item.id === id ? [{ ...item, search, tags }] : item.search === search ? [] : [item])),
  );
}

export function isChartSaved(request: ChartRequest): boolean {
  const search = chartSearch(request);
  return readStored().some((stored) => stored.search === search);
}

export function deleteChart(id: string): void {
  writeStored(readStored().filter((stored) => stored.id !== id));
}

/** The form opens with the last chart drawn, so a returning user need not type it again. */
export const lastRequest = {
  read: (): ChartRequest | null => parseChartRequest(new URLSearchParams(localStore.get(LAST_KEY) ?? '')),
  write: (request: ChartRequest) => localStore.set(LAST_KEY, chartSearch(request)),
};
