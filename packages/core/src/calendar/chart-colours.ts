/**
 * A person's clothing colours from their 八字 judgement: the colours of the elements the
 * reading names as 用神, 喜神 and 忌神 (baziReading's `elements`, the same the 八字 pages and
 * /api/v1/bazi show), so the colours never contradict the chart. 用神 大吉, 喜神 次吉, 忌神 忌;
 * an element the reading names in none of them is 小吉, or 平 when it feeds a 忌神 (仇神, it
 * strengthens what harms the chart) or restrains the 用神. Relations are tyme4ts' Element's.
 */
import { Element } from 'tyme4ts';
import type { BaziChart } from './bazi/chart';
import type { CalendarDate } from './bazi/reading/fortune-reading';
import { baziReading } from './bazi/reading/reading';
import type { ElementBalance, ElementFit } from './bazi/reading/types';
import { ELEMENT_COLOURS, type ColourRating } from './day-colour';

/** Why an element has its rating: its role in the reading, and for the idle ones what they do. */
export type ChartColourBasis =
  'useful' | 'favourable' | 'unfavourable' | 'idle' | 'feedsUnfavourable' | 'restrainsUseful';

export interface ChartColourAdvice {
  readonly element: string;
  /** The element's place in the reading, as its 大运 and 流年 are judged too. */
  readonly fit: ElementFit;
  readonly basis: ChartColourBasis;
  readonly rating: ColourRating;
  readonly colours: readonly string[];
  readonly english: readonly string[];
  readonly hex: string;
}

export interface ChartColourReading {
  readonly dayMaster: { readonly stem: string; readonly element: string };
  /** Five entries, best first; elements of one rating in 木火土金水 order. */
  readonly advice: readonly ChartColourAdvice[];
}

const RATING_ORDER: readonly ColourRating[] = ['大吉', '次吉', '小吉', '平', '忌'];

const RATING_OF_BASIS: Readonly<Record<ChartColourBasis, ColourRating>> = {
  useful: '大吉',
  favourable: '次吉',
  idle: '小吉',
  feedsUnfavourable: '平',
  restrainsUseful: '平',
  unfavourable: '忌',
};

const elementsOf = (roles: ElementBalance['useful']): ReadonlySet<string> => new Set(roles.map((role) => role.element));

/** An element's place in the reading; one named twice counts by its first list, as the fortune reading counts it. */
function fitOf(element: string, balance: ElementBalance): ElementFit {
  if (elementsOf(balance.useful).has(element)) return 'useful';
  if (elementsOf(balance.favourable).has(element)) return 'favourable';
  if (elementsOf(balance.unfavourable).has(element)) return 'unfavourable';
  return 'neutral';
}

function basisOf(element: string, fit: ElementFit, balance: ElementBalance): ChartColourBasis {
  if (fit !== 'neutral') return fit;
  const own = Element.fromName(element);
  if (elementsOf(balance.unfavourable).has(own.getReinforce().getName())) return 'feedsUnfavourable';
  if (elementsOf(balance.useful).has(own.getRestrain().getName())) return 'restrainsUseful';
  return 'idle';
}

/** The five elements' colours rated by a judged chart's 用神, 喜神 and 忌神. */
export function coloursForBalance(balance: ElementBalance): ChartColourReading['advice'] {
  const advice = Element.NAMES.map((element): ChartColourAdvice => {
    const fit = fitOf(element, balance);
    const basis = basisOf(element, fit, balance);
    const colours = ELEMENT_COLOURS[element]!;
    return {
      element,
      fit,
      basis,
      rating: RATING_OF_BASIS[basis],
      colours: colours.names,
      english: colours.english,
      hex: colours.hex,
    };
  });
  return advice.sort((a, b) => RATING_ORDER.indexOf(a.rating) - RATING_ORDER.indexOf(b.rating));
}

/**
 * A chart's colours by its reading. The elements the reading favours do not change with the
 * date; `at` is the day the reading is made on (today), as the reading itself takes it.
 */
export function chartColours(chart: BaziChart, at: CalendarDate): ChartColourReading {
  return {
    dayMaster: { stem: chart.dayMaster.stem, element: chart.dayMaster.element },
    advice: coloursForBalance(baziReading(chart, at).elements),
  };
}
