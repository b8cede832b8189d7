import { ASTRO_MAX_YEAR, ASTRO_MIN_YEAR } from '@tarot/contract/astrology';
import { chartBirth, type ChartBirth } from '@tarot/contract/calendar';
import type { SavedChartKind } from '@tarot/contract/chart-kinds';
import type { ChartTagCount } from '@tarot/contract/chart-tags';
import { natalBirth, qimenMoment, type NewChart, type SavedChartResponse } from '@tarot/contract/charts';
import { QIMEN_MAX_YEAR, QIMEN_MIN_YEAR } from '@tarot/contract/qimen';
import type { ServerErrorCode } from '@tarot/contract/errors';
import { baziChart } from '@tarot/core/calendar/bazi/chart';
import { birthInputOfRequest, whereOfChart } from '@tarot/core/calendar/bazi/birth-request';
import { assertSolarDate } from '@tarot/core/calendar/format';
import { findCity } from '@tarot/core/geo/china-places';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import type { ChartRepo, NewChartRow, SavedChartRow } from './repo';

/** How many charts the hub lists; older ones stay stored and can be deleted by id. */
export const CHART_LIST_LIMIT = 100;

/** RangeErrors from the calendar code mean the date does not exist. */
function assertDate(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('INVALID_DATE', `Invalid date: ${error.message}`);
    throw error;
  }
}

/** A date the kind's charts cover: it exists, and its year is in range (else `code`). */
function assertDay(date: string, [min, max]: readonly [number, number], code: ServerErrorCode): void {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (year < min || year > max) throw new AppError(code, `Charts of this kind cover ${min}–${max}, not ${year}`);
  assertDate(() => assertSolarDate(year, month, day));
}

/** A chart is only worth saving if it can be drawn: the date exists and the place is known. */
function assertDrawable(chart: NewChart): void {
  if (chart.kind === 'natal')
    return assertDay(chart.birth.date, [ASTRO_MIN_YEAR, ASTRO_MAX_YEAR], 'CHART_OUT_OF_RANGE');
  if (chart.kind === 'qimen')
    return assertDay(chart.moment.date, [QIMEN_MIN_YEAR, QIMEN_MAX_YEAR], 'QIMEN_OUT_OF_RANGE');
  if (chart.place && !findCity(chart.place.province, chart.place.city))
    throw new AppError('INVALID_PARAM', 'Unknown birthplace');
  assertDate(() => birthInputOfRequest(chart, whereOfChart(chart)));
}


/** The columns a new chart is stored in; a 八字 birth keeps its flat fields in `birth`. */
function rowOf(chart: NewChart): NewChartRow {
  const where = {
    timeZone: chart.timeZone,
    placeName: chart.location?.name ?? null,
    latitude: chart.location?.latitude ?? null,
    longitude: chart.location?.longitude ?? null,
    tags: chart.tags,
  };
  if (chart.kind === 'qimen') return { ...where, kind: 'qimen', birth: chart.moment, isSelf: false };
  if (chart.kind === 'natal') return { ...where, kind: 'natal', birth: chart.birth, isSelf: chart.self };
  const { kind: _kind, timeZone: _zone, location: _location, self, tags: _tags, ...birth } = chart;
  return { ...where, kind: 'bazi', birth: birth satisfies ChartBirth, isSelf: self };
}

/** A stored chart as the API answers it; null for a row whose fields no longer pass the contract. */
function toResponse(row: SavedChartRow): SavedChartResponse | null {
  const fields = {
    id: row.id,
    tags: row.tags,
    self: row.isSelf,
    timeZone: row.timeZone,
    location:
      row.placeName !== null && row.latitude !== null && row.longitude !== null
        ? { name: row.placeName, latitude: row.latitude, longitude: row.longitude }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'natal') {
    const birth = natalBirth.safeParse(row.birth);
    return birth.success ? { kind: 'natal', birth: birth.data, ...fields } : null;
  }
  if (row.kind === 'qimen') {
    const moment = qimenMoment.safeParse(row.birth);
    return moment.success ? { kind: 'qimen', moment: moment.data, ...fields } : null;
  }
  const birth = chartBirth.safeParse(row.birth);
  if (!birth.success) return null;
  // The day master lets other tools (the personal colour reading) use the chart without recasting it.
  const { stem, element } = baziChart(birthInputOfRequest(birth.data, whereOfChart(fields))).dayMaster;
  return { kind: 'bazi', birth: birth.data, dayMaster: { stem, element }, ...fields };
}

/** Two requests marking charts as "this is me" at once: the database kept one, this one lost. */
async function oneSelf<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SELF_CHART_CONFLICT');
    throw error;
  }
}

export function createChartService(charts: ChartRepo) {
  return {
    async save(userId: string, chart: NewChart): Promise<SavedChartResponse> {
      assertDrawable(chart);
      return toResponse(await oneSelf(charts.insert(userId, rowOf(chart))))!;
    },
    async update(
      userId: string,
      id: string,
      changes: { name?: string; tags?: string[]; self?: boolean },
    ): Promise<SavedChartResponse> {
      if (changes.self && (await charts.find(userId, id))?.kind === 'qimen')
        throw new AppError('INVALID_PARAM', 'A 奇门 chart is a moment, not a birth: it cannot be “this is me”');
      const row = await oneSelf(charts.update(userId, id, changes));
      const chart = row && toResponse(row);
      if (!chart) throw new AppError('NOT_FOUND', 'No such chart');
      return chart;
    },
    async list(userId: string, query: { tag?: string; kind?: SavedChartKind }): Promise<SavedChartResponse[]> {
      const rows = await charts.latest(userId, CHART_LIST_LIMIT, query);
      return rows.map(toResponse).filter((chart): chart is SavedChartResponse => chart !== null);
    },
    tags: (userId: string): Promise<ChartTagCount[]> => charts.tagCounts(userId),
    async remove(userId: string, id: string): Promise<void> {
      if (!(await charts.remove(userId, id))) throw new AppError('NOT_FOUND', 'No such chart');
    },
  };
}

export type ChartService = ReturnType<typeof createChartService>;
