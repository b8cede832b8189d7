/**
 * The named 格局 of an hour chart as data: which stems, doors, gods, stars or palaces must meet
 * in one palace, or which whole-board condition must hold. Sources, by group:
 * - 《烟波钓叟歌》: 青龙返首, 飞鸟跌穴, 三奇得使 (乙逢犬马丙鼠猴，六丁玉女骑龙虎), 玉女守门, 三奇入墓,
 *   六仪击刑, 五不遇时, 青龙逃走, 白虎猖狂, 朱雀投江, 螣蛇夭矫, 太白入荧, 荧入太白, 大格, 小格, 刑格,
 *   岁月日时格, 伏宫, 飞宫, 悖格, and the 伏吟/反吟 of stars and doors;
 * - 《奇门遁甲统宗》: 九遁 (天地人神鬼风云龙虎), 三诈 (真诈, 重诈, 休诈), 三奇升殿, 奇游禄位;
 * - 《奇门遁甲秘笈大全》 十干克应: 奇仪顺遂 (乙加丙), 日月并行 (丙加乙), 星随月转 (丁加丙).
 * Where books give variants, the one named in the comment is the one used.
 */
import type { Door, God, PalaceNumber, Star, Stem } from '../symbols';

/** A stem by name, or the stem of a pillar as the board shows it (甲 read as the 仪 it hides under). */
export type StemRef = Stem | 'year' | 'month' | 'day' | 'hour';

/** Everything a palace must show at once; each listed field names the values allowed. */
export interface PalaceClause {
  readonly heaven?: readonly StemRef[];
  readonly earth?: readonly StemRef[];
  /** Earth stems that do not count even when `earth` names them (悖格 leaves 丙加戊 to 飞鸟跌穴). */
  readonly exceptEarth?: readonly Stem[];
  /** 'zhiShi': whichever door is the 值使. */
  readonly door?: readonly (Door | 'zhiShi')[];
  readonly god?: readonly God[];
  readonly star?: readonly Star[];
  readonly palace?: readonly PalaceNumber[];
  /** The matched 天盘 stem lies in its tomb palace (墓). */
  readonly heavenInTomb?: true;
  /** The matched 天盘 仪 is punished in this palace (击刑). */
  readonly heavenPunished?: true;
}

export type BoardCondition = 'stars-fuyin' | 'stars-fanyin' | 'doors-fuyin' | 'doors-fanyin' | 'wu-bu-yu';

export type PatternNature = 'auspicious' | 'inauspicious';

export interface PatternRule {
  readonly id: string;
  readonly name: string;
  readonly nature: PatternNature;
  /** A palace pattern holds in every palace where any clause holds; a board pattern holds for the chart. */
  readonly when: { readonly palace: readonly PalaceClause[] } | { readonly board: BoardCondition };
}

const GOOD_DOORS: readonly Door[] = ['开门', '休门', '生门'];
const QI: readonly Stem[] = ['乙', '丙', '丁'];
const pair = (heaven: Stem, earth: Stem): { palace: readonly PalaceClause[] } => ({
  palace: [{ heaven: [heaven], earth: [earth] }],
});

export const PATTERN_RULES: readonly PatternRule[] = [
  { id: 'qing-long-fan-shou', name: '青龙返首', nature: 'auspicious', when: pair('戊', '丙') },
  { id: 'fei-niao-die-xue', name: '飞鸟跌穴', nature: 'auspicious', when: pair('丙', '戊') },
  {
    id: 'san-qi-de-shi',
    name: '三奇得使',
    nature: 'auspicious',
    when: {
      palace: [
        { heaven: ['乙'], earth: ['己', '辛'] },
        { heaven: ['丙'], earth: ['戊', '庚'] },
        { heaven: ['丁'], earth: ['壬', '癸'] },
      ],
    },
  },
  {
    id: 'yu-nv-shou-men',
    name: '玉女守门',
    nature: 'auspicious',
    when: { palace: [{ door: ['zhiShi'], earth: ['丁'] }] },
  },
  {
    id: 'tian-dun',
    name: '天遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['丙'], door: ['生门'], earth: ['丁'] }] },
  },
  {
    id: 'di-dun',
    name: '地遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['乙'], door: ['开门'], earth: ['己'] }] },
  },
  {
    id: 'ren-dun',
    name: '人遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['丁'], door: ['休门'], god: ['太阴'] }] },
  },
  {
    id: 'shen-dun',
    name: '神遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['丙'], door: ['生门'], god: ['九天'] }] },
  },
  {
    id: 'gui-dun',
    name: '鬼遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['丁'], door: ['杜门'], god: ['九地'] }] },
  },
  {
    id: 'feng-dun',
    name: '风遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['乙'], door: GOOD_DOORS, palace: [4] }] },
  },
  {
    id: 'yun-dun',
    name: '云遁',
    nature: 'auspicious',
    when: { palace: [{ heaven: ['乙'], door: GOOD_DOORS, earth: ['辛'] }] },
  },
  {
    id: 'long-dun',
    name: '龙遁',
    nature: 'auspicious',
    when: {
      palace: [
        { heaven: ['乙'], door: GOOD_DOORS, palace: [1] },
        { heaven: ['乙'], door: GOOD_DOORS, earth: ['癸'] },
      ],
    },
  },
  {
    id: 'hu-dun',
    name: '虎遁',
    nature: 'auspicious',
    when: {
      palace: [
        { heaven: ['乙'], door: ['休门', '生门'], earth: ['辛'], palace: [8] },
        { heaven: ['庚'], door: ['开门'], palace: [7] },
      ],
    },
  },
  {
    id: 'zhen-zha',
    name: '真诈',
    nature: 'auspicious',
    when: { palace: [{ heaven: QI, door: GOOD_DOORS, god: ['太阴'] }] },
  },
  {
    id: 'chong-zha',
    name: '重诈',
    nature: 'auspicious',
    when: { palace: [{ heaven: QI, door: GOOD_DOORS, god: ['九地'] }] },
  },
  {
    id: 'xiu-zha',
    name: '休诈',
    nature: 'auspicious',
    when: { palace: [{ heaven: QI, door: GOOD_DOORS, god: ['六合'] }] },
  },
  {
    id: 'san-qi-sheng-dian',
    name: '三奇升殿',
    nature: 'auspicious',
    when: {
      palace: [
        { heaven: ['乙'], palace: [3] },
        { heaven: ['丙'], palace: [9] },
        { heaven: ['丁'], palace: [7] },
      ],
    },
  },
  {
    id: 'qi-you-lu-wei',
    name: '奇游禄位',
    nature: 'auspicious',
    when: {
      palace: [
        { heaven: ['乙'], palace: [3] },
        { heaven: ['丙'], palace: [4] },
        { heaven: ['丁'], palace: [9] },
      ],
    },
  },
  { id: 'qi-yi-shun-sui', name: '奇仪顺遂', nature: 'auspicious', when: pair('乙', '丙') },
  { id: 'ri-yue-bing-xing', name: '日月并行', nature: 'auspicious', when: pair('丙', '乙') },
  { id: 'xing-sui-yue-zhuan', name: '星随月转', nature: 'auspicious', when: pair('丁', '丙') },
  { id: 'da-ge', name: '大格', nature: 'inauspicious', when: pair('庚', '癸') },
  { id: 'xiao-ge', name: '小格', nature: 'inauspicious', when: pair('庚', '壬') },
  { id: 'xing-ge', name: '刑格', nature: 'inauspicious', when: pair('庚', '己') },
  {
    id: 'bei-ge',
    name: '悖格',
    nature: 'inauspicious',
    when: { palace: [{ heaven: ['丙'], earth: ['year', 'month', 'day', 'hour'], exceptEarth: ['戊'] }] },
  },
  { id: 'bai-hu-chang-kuang', name: '白虎猖狂', nature: 'inauspicious', when: pair('辛', '乙') },
  { id: 'qing-long-tao-zou', name: '青龙逃走', nature: 'inauspicious', when: pair('乙', '辛') },
  { id: 'teng-she-yao-jiao', name: '螣蛇夭矫', nature: 'inauspicious', when: pair('癸', '丁') },
  { id: 'zhu-que-tou-jiang', name: '朱雀投江', nature: 'inauspicious', when: pair('丁', '癸') },
  { id: 'tai-bai-ru-ying', name: '太白入荧', nature: 'inauspicious', when: pair('庚', '丙') },
  { id: 'ying-ru-tai-bai', name: '荧入太白', nature: 'inauspicious', when: pair('丙', '庚') },
  { id: 'fu-gong-ge', name: '伏宫格', nature: 'inauspicious', when: pair('庚', '戊') },
  { id: 'fei-gong-ge', name: '飞宫格', nature: 'inauspicious', when: pair('戊', '庚') },
  { id: 'sui-ge', name: '岁格', nature: 'inauspicious', when: { palace: [{ heaven: ['庚'], earth: ['year'] }] } },
  { id: 'yue-ge', name: '月格', nature: 'inauspicious', when: { palace: [{ heaven: ['庚'], earth: ['month'] }] } },
  { id: 'ri-ge', name: '日格', nature: 'inauspicious', when: { palace: [{ heaven: ['庚'], earth: ['day'] }] } },
  { id: 'shi-ge', name: '时格', nature: 'inauspicious', when: { palace: [{ heaven: ['庚'], earth: ['hour'] }] } },
  {
    id: 'san-qi-ru-mu',
    name: '三奇入墓',
    nature: 'inauspicious',
    when: { palace: [{ heaven: QI, heavenInTomb: true }] },
  },
  {
    id: 'liu-yi-ji-xing',
    name: '六仪击刑',
    nature: 'inauspicious',
    when: { palace: [{ heaven: ['戊', '己', '庚', '辛', '壬', '癸'], heavenPunished: true }] },
  },
  { id: 'xing-fu-yin', name: '星伏吟', nature: 'inauspicious', when: { board: 'stars-fuyin' } },
  { id: 'xing-fan-yin', name: '星反吟', nature: 'inauspicious', when: { board: 'stars-fanyin' } },
  { id: 'men-fu-yin', name: '门伏吟', nature: 'inauspicious', when: { board: 'doors-fuyin' } },
  { id: 'men-fan-yin', name: '门反吟', nature: 'inauspicious', when: { board: 'doors-fanyin' } },
  { id: 'wu-bu-yu-shi', name: '五不遇时', nature: 'inauspicious', when: { board: 'wu-bu-yu' } },
];
