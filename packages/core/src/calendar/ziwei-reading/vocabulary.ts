/**
 * The reading's own names for what iztro writes in Chinese: stable ASCII ids that text
 * keys, tests and the API use, whatever language the texts are read in.
 */
export const STAR_IDS = {
  紫微: 'ziwei',
  天机: 'tianji',
  太阳: 'taiyang',
  武曲: 'wuqu',
  天同: 'tiantong',
  廉贞: 'lianzhen',
  天府: 'tianfu',
  太阴: 'taiyin',
  贪狼: 'tanlang',
  巨门: 'jumen',
  天相: 'tianxiang',
  天梁: 'tianliang',
  七杀: 'qisha',
  破军: 'pojun',
} as const;
/** The fourteen major stars (十四主星). */
export type StarId = (typeof STAR_IDS)[keyof typeof STAR_IDS];
export const STARS: readonly StarId[] = Object.values(STAR_IDS);

/** iztro's palace names, in its order from 命宫. 迁移 is 'travel', 仆役 (交友) 'friends', 福德 'spirit'. */
export const PALACE_IDS = {
  命宫: 'soul',
  兄弟: 'siblings',
  夫妻: 'spouse',
  子女: 'children',
  财帛: 'wealth',
  疾厄: 'health',
  迁移: 'travel',
  仆役: 'friends',
  官禄: 'career',
  田宅: 'property',
  福德: 'spirit',
  父母: 'parents',
} as const;
export type PalaceId = (typeof PALACE_IDS)[keyof typeof PALACE_IDS];
export const PALACES: readonly PalaceId[] = Object.values(PALACE_IDS);

/** The palaces every major star has its own text for; the others share a general one. */
export const FOCUS_PALACES = ['soul', 'wealth', 'career', 'spouse'] as const satisfies readonly PalaceId[];

/** 身宫 can only fall in these six (it follows the birth hour from 命宫 in steps of two). */
export const BODY_PALACES = [
  'soul',
  'spouse',
  'wealth',
  'travel',
  'career',
  'spirit',
] as const satisfies readonly PalaceId[];

/** 四化 in their fixed order, as iztro writes them on a star and lists them for a period. */
export const MUTAGEN_IDS = { 禄: 'lu', 权: 'quan', 科: 'ke', 忌: 'ji' } as const;
export type MutagenId = (typeof MUTAGEN_IDS)[keyof typeof MUTAGEN_IDS];
export const MUTAGENS: readonly MutagenId[] = Object.values(MUTAGEN_IDS);

/** The four lesser stars that also take a 四化 (文昌 文曲 左辅 右弼), named so periods can say where theirs land. */
export const MUTAGEN_MINOR_IDS = { 文昌: 'wenchang', 文曲: 'wenqu', 左辅: 'zuofu', 右弼: 'youbi' } as const;
export type MutagenStarId = StarId | (typeof MUTAGEN_MINOR_IDS)[keyof typeof MUTAGEN_MINOR_IDS];

/** 六吉: the two assistants, the two literary stars and the two noble ones (魁钺). */
export const LUCKY_STAR_IDS = { ...MUTAGEN_MINOR_IDS, 天魁: 'tiankui', 天钺: 'tianyue' } as const;
/** 六煞: 擎羊 陀罗 火星 铃星 地空 地劫. */
export const MALEFIC_STAR_IDS = {
  擎羊: 'qingyang',
  陀罗: 'tuoluo',
  火星: 'huoxing',
  铃星: 'lingxing',
  地空: 'dikong',
  地劫: 'dijie',
} as const;
/** 禄存 and 天马, read with the others though they belong to neither group. */
export const ASSET_STAR_IDS = { 禄存: 'lucun', 天马: 'tianma' } as const;
export const MINOR_STAR_IDS = { ...LUCKY_STAR_IDS, ...MALEFIC_STAR_IDS, ...ASSET_STAR_IDS } as const;
export type MinorStarId = (typeof MINOR_STAR_IDS)[keyof typeof MINOR_STAR_IDS];
export const LUCKY_STARS: readonly MinorStarId[] = Object.values(LUCKY_STAR_IDS);
export const MALEFIC_STARS: readonly MinorStarId[] = Object.values(MALEFIC_STAR_IDS);
export const MINOR_STARS: readonly MinorStarId[] = Object.values(MINOR_STAR_IDS);
export const isMinorStar = (id: string): id is MinorStarId => (MINOR_STARS as readonly string[]).includes(id);
export const minorStarIdOf = (name: string): MinorStarId | undefined =>
  MINOR_STAR_IDS[name as keyof typeof MINOR_STAR_IDS];

const MUTAGEN_STARS: readonly string[] = [...STARS, ...Object.values(MUTAGEN_MINOR_IDS)];
/** Only these stars take a 四化. */
export const isMutagenStar = (id: string): id is MutagenStarId => MUTAGEN_STARS.includes(id);

export const starIdOf = (name: string): StarId | undefined => STAR_IDS[name as keyof typeof STAR_IDS];
export const mutagenStarIdOf = (name: string): MutagenStarId | undefined =>
  starIdOf(name) ?? MUTAGEN_MINOR_IDS[name as keyof typeof MUTAGEN_MINOR_IDS];
export const mutagenIdOf = (name: string): MutagenId | undefined => MUTAGEN_IDS[name as keyof typeof MUTAGEN_IDS];

export function palaceIdOf(name: string): PalaceId {
  const id = PALACE_IDS[name as keyof typeof PALACE_IDS];
  if (id === undefined) throw new Error(`unknown 紫微 palace ${name}`);
  return id;
}
