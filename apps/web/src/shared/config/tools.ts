import { PAGES, pageLink } from './paths';

/**
 * The product's tools as the home page offers them. A tool is listed here when its page
 * exists, so the home grid never leads anywhere that does not work.
 */
export interface Tool {
  readonly id: string;
  readonly path: string;
  /** Emoji-free glyph drawn in the grid tile; one or two CJK characters read well at 24 px. */
  readonly glyph: string;
  /** Tile colour, a design-token name. */
  readonly tone: 'brand' | 'gold' | 'fire' | 'water' | 'wood' | 'earth';
}

export const TOOLS: readonly Tool[] = [
  { id: 'spreads', path: PAGES.spreads, glyph: '阵', tone: 'brand' },
  { id: 'cards', path: PAGES.cards, glyph: '牌', tone: 'gold' },
  { id: 'daily', path: PAGES.daily, glyph: '运', tone: 'fire' },
  { id: 'test', path: PAGES.quizCover, glyph: '测', tone: 'water' },
  { id: 'paipan', path: PAGES.chartHub, glyph: '盘', tone: 'brand' },
  { id: 'bazi', path: PAGES.birthInput, glyph: '八', tone: 'earth' },
  { id: 'almanac', path: PAGES.huangli, glyph: '历', tone: 'fire' },
  { id: 'dayColor', path: PAGES.dayColour, glyph: '色', tone: 'wood' },
  { id: 'zeDay', path: PAGES.zeDay, glyph: '择', tone: 'gold' },
  { id: 'ziwei', path: pageLink('birthInput', { next: 'ziwei' }), glyph: '紫', tone: 'water' },
  { id: 'settings', path: PAGES.settings, glyph: '设', tone: 'earth' },
];
