/**
 * A 择日 reason in words: its code's sentence in one language's texts (the content tree's
 * zeday/reasons file), with the day's terms quoted in through the glossary — the same
 * line on the page and in the public API.
 */
import { LunarDay, LunarMonth } from 'tyme4ts';
import type { ZeDayExclusion, ZeDayReason } from './ze-day-judge';

export type ZeDayLineCode = ZeDayReason['kind'] | ZeDayExclusion['kind'];

/** Every code, in the order a day lists them: why a day is offered, then why one is not. */
export const ZE_DAY_LINE_CODES = [
  'recommended',
  'preferredGod',
  'yellowDay',
  'suitedDuty',
  'noClash',
  'god',
  'notRecommended',
  'avoided',
  'nothingFavourable',
  'yearBreak',
  'monthBreak',
  'fourSeparations',
  'fourExtinctions',
  'yangGong',
  'sanNiang',
  'pengZu',
  'blackDay',
  'unsuitedDuty',
  'clashSelf',
  'clashPartner',
  'chartClashYear',
  'chartClashDay',
] as const satisfies readonly ZeDayLineCode[];

/** One sentence per code; `{name}` quotes the reason's terms (the schema says which each code takes). */
export type ZeDayTexts = Readonly<Record<ZeDayLineCode, string>>;

/** The glossary domains the sentences quote from (ALMANAC_GLOSSARY has them all). */
export type ZeDayTermDomain =
  'activity' | 'god' | 'twelveStar' | 'duty' | 'zodiac' | 'ganZhi' | 'solarTerm' | 'pengZu' | 'lunarMonth' | 'lunarDay';

export interface ZeDayWording {
  readonly texts: ZeDayTexts;
  /** A calendar term in the texts' language. */
  readonly term: (domain: ZeDayTermDomain, key: string) => string;
  /** The texts' language, for joining lists (Intl.ListFormat). */
  readonly lang: string;
}

export interface ZeDayLine {
  readonly code: ZeDayLineCode;
  readonly text: string;
}

type Params = Readonly<Record<string, string>>;

const listFormats = new Map<string, Intl.ListFormat>();

function list(lang: string, type: 'conjunction' | 'disjunction', items: readonly string[]): string {
  const key = `${lang} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(lang, { type });
    listFormats.set(key, format);
  }
  return format.format(items);
}

/** The values a reason's sentence quotes, each already in the language. */
function paramsOf(reason: ZeDayReason | ZeDayExclusion, { term, lang }: ZeDayWording): Params {
  const activities = (terms: readonly string[], type: 'conjunction' | 'disjunction') =>
    list(
      lang,
      type,
      terms.map((name) => term('activity', name)),
    );
  switch (reason.kind) {
    case 'recommended':
    case 'avoided':
      return { terms: activities(reason.terms, 'conjunction') };
    case 'notRecommended':
      return { terms: activities(reason.terms, 'disjunction') };
    case 'preferredGod':
      return { god: term('god', reason.god) };
    case 'god':
      return { god: term('god', reason.god), points: String(reason.points) };
    case 'yellowDay':
    case 'blackDay':
      return { star: term('twelveStar', reason.star) };
    case 'suitedDuty':
    case 'unsuitedDuty':
      return { duty: term('duty', reason.duty) };
    case 'noClash':
      return {
        zodiacs: list(
          lang,
          'conjunction',
          reason.zodiacs.map((zodiac) => term('zodiac', zodiac)),
        ),
      };
    case 'clashSelf':
    case 'clashPartner':
      return { zodiac: term('zodiac', reason.zodiac) };
    case 'yearBreak':
      return { year: term('ganZhi', reason.year) };
    case 'chartClashYear':
    case 'chartClashDay':
      return { ganZhi: term('ganZhi', reason.ganZhi) };
    case 'fourSeparations':
    case 'fourExtinctions':
      return { term: term('solarTerm', reason.term) };
    case 'yangGong':
      return {
        month: term('lunarMonth', LunarMonth.NAMES[reason.month - 1]!),
        day: term('lunarDay', LunarDay.NAMES[reason.day - 1]!),
      };
    case 'sanNiang':
      return { day: term('lunarDay', LunarDay.NAMES[reason.day - 1]!) };
    case 'pengZu':
      return { saying: term('pengZu', reason.saying) };
    case 'monthBreak':
    case 'nothingFavourable':
      return {};
  }
}

/** The `{name}`s a code's sentence may quote: what paramsOf gives it. The schema holds every text to them. */
export const ZE_DAY_LINE_PARAMS: Readonly<Record<ZeDayLineCode, readonly string[]>> = {
  recommended: ['terms'],
  preferredGod: ['god'],
  yellowDay: ['star'],
  suitedDuty: ['duty'],
  noClash: ['zodiacs'],
  god: ['god', 'points'],
  notRecommended: ['terms'],
  avoided: ['terms'],
  nothingFavourable: [],
  yearBreak: ['year'],
  monthBreak: [],
  fourSeparations: ['term'],
  fourExtinctions: ['term'],
  yangGong: ['month', 'day'],
  sanNiang: ['day'],
  pengZu: ['saying'],
  blackDay: ['star'],
  unsuitedDuty: ['duty'],
  clashSelf: ['zodiac'],
  clashPartner: ['zodiac'],
  chartClashYear: ['ganZhi'],
  chartClashDay: ['ganZhi'],
};

export function zeDayLine(reason: ZeDayReason | ZeDayExclusion, wording: ZeDayWording): ZeDayLine {
  const params = paramsOf(reason, wording);
  const text = wording.texts[reason.kind].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return { code: reason.kind, text };
}
