/**
 * 每日穿衣颜色: the five elements' colours rated by their relation to the day's element
 * (the day stem's, as the 穿衣指南 of almanacs do). A person's own colours follow their
 * chart's 用神 and 忌神 instead (chart-colours.ts).
 * Relations come from tyme4ts' Element (getReinforce 我生, getReinforced 生我,
 * getRestrain 我克, getRestrained 克我); the ratings follow the common rule
 * 生我者大吉、同我者次吉、我克者小吉（我克者为财）、我生者平（泄气）、克我者忌.
 */
import { HeavenStem, SolarDay, type Element } from 'tyme4ts';
import { assertSolarDate, ymdText } from './format';

export type ColourRating = '大吉' | '次吉' | '小吉' | '平' | '忌';
export type ElementRelation = '生我' | '同我' | '我克' | '我生' | '克我';

export interface ElementColours {
  /** Colour words as the UI shows them in Chinese. */
  readonly names: readonly string[];
  /** The same in English, for other locales. */
  readonly english: readonly string[];
  /** The swatch the UI paints for the element. */
  readonly hex: string;
}

/** 木 green/cyan, 火 red/purple/pink, 土 yellow/brown/coffee, 金 white/gold/silver, 水 black/blue. */
export const ELEMENT_COLOURS: Readonly<Record<string, ElementColours>> = {
  木: { names: ['绿', '青'], english: ['green', 'cyan'], hex: '#3A8F4B' },
  火: { names: ['红', '紫', '粉'], english: ['red', 'purple', 'pink'], hex: '#D23C2F' },
  土: { names: ['黄', '棕', '咖'], english: ['yellow', 'brown', 'coffee'], hex: '#C8912E' },
  金: { names: ['白', '金', '银'], english: ['white', 'gold', 'silver'], hex: '#D4AF37' },
  水: { names: ['黑', '蓝'], english: ['black', 'blue'], hex: '#1C2A3F' },
};

export interface ColourAdvice {
  readonly element: string;
  readonly relation: ElementRelation;
  readonly rating: ColourRating;
  readonly colours: readonly string[];
  readonly english: readonly string[];
  readonly hex: string;
  /** One line of why, e.g. '水生木：得生扶，最旺运'. */
  readonly why: string;
}

export interface ColourReading {
  /** The stem whose element is the reference: the day's stem, or the person's day master. */
  readonly stem: string;
  readonly element: string;
  /** Five entries, best first. */
  readonly advice: readonly ColourAdvice[];
}

export interface DayColourReading extends ColourReading {
  readonly date: string;
  readonly dayGanZhi: string;
}

const RATING: Readonly<Record<ElementRelation, ColourRating>> = {
  生我: '大吉',
  同我: '次吉',
  我克: '小吉',
  我生: '平',
  克我: '忌',
};

function advise(reference: Element, element: Element, relation: ElementRelation): ColourAdvice {
  const me = reference.getName();
  const it = element.getName();
  const why: Record<ElementRelation, string> = {
    生我: `${it}生${me}：得其生扶，最为顺遂`,
    同我: `${it}与${me}同气：比和相助，稳中有进`,
    我克: `${me}克${it}：我克者为财，可得小利`,
    我生: `${me}生${it}：我生者泄气，平平无奇`,
    克我: `${it}克${me}：受克耗力，今日不宜`,
  };
  const colours = ELEMENT_COLOURS[it];
  if (!colours) throw new Error(`no colours for element ${it}`);
  return {
    element: it,
    relation,
    rating: RATING[relation],
    colours: colours.names,
    english: colours.english,
    hex: colours.hex,
    why: why[relation],
  };
}

/** The five elements' colours rated against the element of a stem. */
export function coloursForStem(stem: string): ColourReading {
  if (!HeavenStem.NAMES.includes(stem)) throw new RangeError(`not a heavenly stem: ${stem}`);
  const reference = HeavenStem.fromName(stem).getElement();
  return {
    stem,
    element: reference.getName(),
    advice: [
      advise(reference, reference.getReinforced(), '生我'),
      advise(reference, reference, '同我'),
      advise(reference, reference.getRestrain(), '我克'),
      advise(reference, reference.getReinforce(), '我生'),
      advise(reference, reference.getRestrained(), '克我'),
    ],
  };
}

/** Today's colours: rated against the element of the day stem (日干五行). */
export function dayColours(year: number, month: number, day: number): DayColourReading {
  assertSolarDate(year, month, day);
  const pillar = SolarDay.fromYmd(year, month, day).getSixtyCycleDay().getSixtyCycle();
  return {
    date: ymdText(year, month, day),
    dayGanZhi: pillar.getName(),
    ...coloursForStem(pillar.getHeavenStem().getName()),
  };
}
