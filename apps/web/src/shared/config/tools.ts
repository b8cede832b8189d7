import { PAGES } from './paths';

/**
 * The product's tools as the home page offers them. A tool is listed here when its page
 * exists, so the home grid never leads anywhere that does not work.
 */
export type ToolId =
  | 'spreads'
  | 'cards'
  | 'daily'
  | 'test'
  | 'paipan'
  | 'bazi'
  | 'almanac'
  | 'dayColor'
  | 'zeDay'
  | 'ziwei'
  | 'qimen'
  | 'xingzuo'
  | 'settings';

export interface Tool {
  /** Names the tool's label (`home:tools.<id>`) and its icon on the home grid. */
  readonly id: ToolId;
  readonly path: string;
  /** Tile colour, a design-token name. */
  readonly tone: 'brand' | 'gold' | 'fire' | 'water' | 'wood' | 'earth';
}

export const TOOLS: readonly Tool[] = [
  { id: 'spreads', path: PAGES.spreads, tone: 'brand' },
  { id: 'cards', path: PAGES.cards, tone: 'gold' },
  { id: 'daily', path: PAGES.daily, tone: 'fire' },
  { id: 'test', path: PAGES.quizCover, tone: 'water' },
  { id: 'paipan', path: PAGES.chartHub, tone: 'brand' },
  { id: 'bazi', path: PAGES.birthInput, tone: 'earth' },
  { id: 'almanac', path: PAGES.huangli, tone: 'fire' },
  { id: 'dayColor', path: PAGES.dayColour, tone: 'wood' },
  { id: 'zeDay', path: PAGES.zeDay, tone: 'gold' },
  // The 紫微 page asks for the birth itself when opened without one, under its own title.
  { id: 'ziwei', path: PAGES.ziwei, tone: 'water' },
  { id: 'qimen', path: PAGES.qimen, tone: 'brand' },
  { id: 'xingzuo', path: PAGES.xingzuo, tone: 'water' },
  { id: 'settings', path: PAGES.settings, tone: 'earth' },
];
