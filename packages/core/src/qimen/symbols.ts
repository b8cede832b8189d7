/**
 * The fixed pieces of a 奇门 board: the nine palaces of the 洛书 with their trigrams and
 * elements, the nine stars and eight doors in the palaces they belong to, the eight gods,
 * and the ring the 转盘 turns along. Stems and branches are indices (甲 = 0, 子 = 0) so
 * the chart is plain arithmetic; names are the Simplified Chinese the rest of the
 * calendar code speaks.
 */

export const STEMS = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'] as const;
export const BRANCHES = ['子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥'] as const;
export type Stem = (typeof STEMS)[number];
export type Branch = (typeof BRANCHES)[number];

/** A palace of the 洛书: 1 坎 (north) … 9 离 (south), 5 the centre. */
export type PalaceNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const PALACE_NUMBERS: readonly PalaceNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export const TRIGRAMS = ['坎', '坤', '震', '巽', '中', '乾', '兑', '艮', '离'] as const;
export type Trigram = (typeof TRIGRAMS)[number];

/** Five elements as indices: each generates the next (木→火→土→金→水→木) and overcomes the one after. */
export const ELEMENTS = ['木', '火', '土', '金', '水'] as const;
export type Element = (typeof ELEMENTS)[number];
export type ElementIndex = 0 | 1 | 2 | 3 | 4;

/** Element of each palace (index palace − 1): 坎水 坤土 震木 巽木 中土 乾金 兑金 艮土 离火. */
export const PALACE_ELEMENT: readonly ElementIndex[] = [4, 2, 0, 0, 2, 3, 3, 2, 1];

export const STARS = ['天蓬', '天芮', '天冲', '天辅', '天禽', '天心', '天柱', '天任', '天英'] as const;
export type Star = (typeof STARS)[number];
/** The star whose home is palace p is STARS[p − 1]. */
export const starOfPalace = (palace: PalaceNumber): Star => STARS[palace - 1]!;

export const DOORS = ['休门', '生门', '伤门', '杜门', '景门', '死门', '惊门', '开门'] as const;
export type Door = (typeof DOORS)[number];
/** Home palace of each door (index palace − 1); the centre has none and lends 坤's 死门. */
export const DOOR_OF_PALACE: readonly (Door | null)[] = [
  '休门',
  '死门',
  '伤门',
  '杜门',
  null,
  '开门',
  '惊门',
  '生门',
  '景门',
];
/** Element of each door: 休水 生土 伤木 杜木 景火 死土 惊金 开金. */
export const DOOR_ELEMENT: Readonly<Record<Door, ElementIndex>> = {
  休门: 4,
  生门: 2,
  伤门: 0,
  杜门: 0,
  景门: 1,
  死门: 2,
  惊门: 3,
  开门: 3,
};

/** The eight gods of the 转盘 in the order they are laid from the 值符's palace. */
export const GODS = ['值符', '螣蛇', '太阴', '六合', '白虎', '玄武', '九地', '九天'] as const;
export type God = (typeof GODS)[number];

/**
 * The eight outer palaces clockwise on a board drawn with south on top (坎 at the bottom,
 * then 艮, 震, 巽, 离, 坤, 兑, 乾): the ring stars, doors and gods turn along.
 */
export const RING: readonly PalaceNumber[] = [1, 8, 3, 4, 9, 2, 7, 6];
const RING_INDEX: readonly number[] = [0, 5, 2, 3, -1, 7, 6, 1, 4];
/** Position of an outer palace on RING (the centre has none). */
export const ringIndex = (palace: PalaceNumber): number => RING_INDEX[palace - 1]!;
export const ringPalace = (index: number): PalaceNumber => RING[((index % 8) + 8) % 8]!;

/**
 * The centre has no place on the ring: whatever stands in 中五 is read in 坤二 (中五寄坤),
 * as the rotating board (转盘) of the 拆补 school does.
 */
export const outerPalace = (palace: PalaceNumber): PalaceNumber => (palace === 5 ? 2 : palace);

/** The palace a branch's direction falls in: 子1 丑寅8 卯3 辰巳4 午9 未申2 酉7 戌亥6. */
const BRANCH_PALACE: readonly PalaceNumber[] = [1, 8, 8, 3, 4, 4, 9, 2, 2, 7, 6, 6];
export const palaceOfBranch = (branch: number): PalaceNumber => BRANCH_PALACE[branch]!;

export const stemElement = (stem: number): ElementIndex => Math.floor(stem / 2) as ElementIndex;
export const branchElement = (branch: number): ElementIndex =>
  // 寅卯木 巳午火 申酉金 亥子水, 辰戌丑未土
  ([4, 2, 0, 0, 2, 1, 1, 2, 3, 3, 2, 4] as const)[branch]!;

/** 1 when a generates b, −1 when b generates a, 2 when a overcomes b, −2 when b overcomes a, 0 when alike. */
export function elementRelation(a: ElementIndex, b: ElementIndex): -2 | -1 | 0 | 1 | 2 {
  const d = (b - a + 5) % 5;
  return d === 0 ? 0 : d === 1 ? 1 : d === 2 ? 2 : d === 3 ? -2 : -1;
}

/** The nine stems the board lays, in the order they are laid: 六仪 戊己庚辛壬癸, then 三奇 丁丙乙. */
export const LAYING_ORDER: readonly number[] = [4, 5, 6, 7, 8, 9, 3, 2, 1];

/** The 仪 a decade's 甲 hides under: 甲子戊 甲戌己 甲申庚 甲午辛 甲辰壬 甲寅癸 (decade = index ÷ 10). */
export const hiddenStemOfDecade = (decade: number): number => LAYING_ORDER[decade]!;
