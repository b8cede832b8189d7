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
  { id: 'spreads', path: '/zhen', glyph: '阵', tone: 'brand' },
  { id: 'cards', path: '/paimian', glyph: '牌', tone: 'gold' },
  { id: 'daily', path: '/jinripaizhen', glyph: '运', tone: 'fire' },
  { id: 'test', path: '/test/fengmian', glyph: '测', tone: 'water' },
  { id: 'paipan', path: '/paipan', glyph: '盘', tone: 'brand' },
  { id: 'bazi', path: '/bazi', glyph: '八', tone: 'earth' },
  { id: 'almanac', path: '/huangli', glyph: '历', tone: 'fire' },
  { id: 'dayColor', path: '/daycolor', glyph: '色', tone: 'wood' },
  { id: 'zeDay', path: '/zeday', glyph: '择', tone: 'gold' },
  { id: 'ziwei', path: '/bazi?next=ziwei', glyph: '紫', tone: 'water' },
  { id: 'settings', path: '/pages/ucenter/settings/settings', glyph: '设', tone: 'earth' },
];
