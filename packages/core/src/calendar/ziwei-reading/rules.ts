/**
 * The reading's rules as data: each row is a condition and the text key it yields.
 * Reading a chart is running these tables over its palaces (see engine.ts); the texts
 * themselves live per language in content/.
 */
import type { Rule } from './engine';
import { FOCUS_PALACES, MUTAGENS } from './vocabulary';

/** A major star read in a palace, its own or borrowed from the opposite one. */
export const STAR_RULES: readonly Rule[] = [
  { when: {}, text: 'stars.{star}.core' },
  { when: { palace: FOCUS_PALACES }, text: 'stars.{star}.{palace}' },
  { when: { notPalace: FOCUS_PALACES }, text: 'stars.{star}.other' },
  // A borrowed star's brightness and 四化 belong to the palace it stands in, so they are
  // read there and not again where it is borrowed; practitioners read 借星 as weaker.
  { when: { borrowed: false, brightness: ['庙', '旺'] }, text: 'brightness.bright' },
  { when: { borrowed: false, brightness: ['得', '利', '平'] }, text: 'brightness.steady' },
  { when: { borrowed: false, brightness: ['不', '陷'] }, text: 'brightness.dim' },
  { when: { borrowed: false, mutagen: MUTAGENS }, text: 'mutagen.{mutagen}' },
];

/** One of 六吉, 六煞, 禄存, 天马 in a palace: what it brings, and the 四化 文昌 文曲 左辅 右弼 can carry. */
export const MINOR_STAR_RULES: readonly Rule[] = [
  { when: {}, text: 'minor.{star}' },
  { when: { mutagen: MUTAGENS }, text: 'mutagen.{mutagen}' },
];

/** A palace as a whole: its theme, the empty-palace note, and classic pairs sharing it. */
export const PALACE_RULES: readonly Rule[] = [
  { when: {}, text: 'palaces.{palace}' },
  { when: { borrowed: true }, text: 'borrowed' },
  { when: { stars: ['ziwei', 'tianfu'] }, text: 'pairs.ziweiTianfu' },
  { when: { stars: ['ziwei', 'qisha'] }, text: 'pairs.ziweiQisha' },
  { when: { stars: ['wuqu', 'tanlang'] }, text: 'pairs.wuquTanlang' },
  { when: { stars: ['taiyang', 'taiyin'] }, text: 'pairs.taiyangTaiyin' },
  { when: { stars: ['taiyang', 'tianliang'] }, text: 'pairs.taiyangTianliang' },
  { when: { stars: ['tiantong', 'jumen'] }, text: 'pairs.tiantongJumen' },
];

/** 命宫 in brief: each star's keywords, and how to read it when it has no star of its own. */
export const SOUL_STAR_RULES: readonly Rule[] = [{ when: {}, text: 'stars.{star}.keywords' }];
export const SOUL_RULES: readonly Rule[] = [{ when: { borrowed: true }, text: 'summary.borrowed' }];

/** 身宫: where life's later weight settles, one text per palace it can fall in. */
export const BODY_RULES: readonly Rule[] = [{ when: {}, text: 'body.{palace}' }];

/** A 大限 or 流年, read from the natal palace its 命宫 falls on. */
export const PERIOD_RULES: readonly Rule[] = [{ when: {}, text: 'period.focus.{palace}' }];

/** The period's 四化, each read in the period's own palace where its star lands. */
export const PERIOD_MUTAGEN_RULES: readonly Rule[] = [
  { when: {}, text: 'period.mutagen.{mutagen}' },
  { when: { mutagen: ['lu'], palace: ['soul'] }, text: 'period.luInSoul' },
  { when: { mutagen: ['ji'], palace: ['soul'] }, text: 'period.jiInSoul' },
];
