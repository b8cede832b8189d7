/**
 * Named 格局 of 命宫 as data: each one's conditions (conditions.ts), its nature and where the
 * conditions are taken from. Where books give a pattern in several strengths, the common
 * core is kept and named in the comment; the text then speaks of tendencies, not of rank.
 */
import type { Clause } from './conditions';
import { MALEFIC_STARS } from './vocabulary';

export const PATTERN_SOURCES = {
  geju: '《紫微斗数全书》卷二 诸格（定富局、定贵局、定杂局，附诗）',
  gusui: '《紫微斗数全书》卷一「骨髓赋」',
  taiwei: '《紫微斗数全书》卷一「太微赋」',
  wang: '王亭之《王亭之谈斗数》格局论',
  starGroup: '星系通说：七杀、破军、贪狼恒在三合（紫微、天府两系的安星法所定）',
} as const;
export type PatternSource = keyof typeof PATTERN_SOURCES;

export type PatternNature = 'auspicious' | 'mixed' | 'challenging';

export interface PatternRule {
  readonly id: string;
  readonly nature: PatternNature;
  readonly source: PatternSource;
  readonly when: readonly Clause[];
}

/**
 * A good pattern that 化忌 or two of 六煞 meet in 三方四正 is 破格: still named, read as
 * weakened (《紫微斗数全书》's rule for 富贵 patterns, kept by 王亭之; 火贪 and 铃贪 are
 * formed by a 煞 and only count the others).
 */
export const SPOILERS: readonly Clause[] = [
  { test: 'any', tokens: ['hua-ji'], in: 'around' },
  { test: 'count', tokens: MALEFIC_STARS, in: 'around', atLeast: 2 },
];
export const FIRE_SPOILERS: readonly Clause[] = [
  { test: 'any', tokens: ['hua-ji'], in: 'around' },
  { test: 'count', tokens: ['qingyang', 'tuoluo', 'dikong', 'dijie'], in: 'around', atLeast: 2 },
];

const sunSet = ['不', '陷'];

export const PATTERNS = [
  // 七杀 破军 贪狼 always stand in one 三合, so one of them in 命宫 brings the other two.
  {
    id: 'shaPoLang',
    nature: 'mixed',
    source: 'starGroup',
    when: [{ test: 'any', tokens: ['qisha', 'pojun', 'tanlang'], in: 'self' }],
  },
  {
    id: 'jiYueTongLiang',
    nature: 'mixed',
    source: 'gusui',
    when: [{ test: 'all', tokens: ['tianji', 'taiyin', 'tiantong', 'tianliang'], in: 'around' }],
  },
  {
    id: 'ziFuTongGong',
    nature: 'auspicious',
    source: 'gusui',
    when: [{ test: 'together', tokens: ['ziwei', 'tianfu'], in: 'self' }],
  },
  // 太阳 落陷 (戌亥) with 太阴 落陷 (辰卯), one of them seen from 命宫.
  {
    id: 'riYueFanBei',
    nature: 'challenging',
    source: 'geju',
    when: [
      { test: 'brightness', star: 'taiyang', levels: sunSet },
      { test: 'brightness', star: 'taiyin', levels: sunSet },
      { test: 'any', tokens: ['taiyang', 'taiyin'], in: 'around' },
    ],
  },
  {
    id: 'huoTan',
    nature: 'mixed',
    source: 'wang',
    when: [
      { test: 'any', tokens: ['tanlang'], in: 'self' },
      { test: 'any', tokens: ['huoxing'], in: 'around' },
    ],
  },
  {
    id: 'lingTan',
    nature: 'mixed',
    source: 'wang',
    when: [
      { test: 'any', tokens: ['tanlang'], in: 'self' },
      { test: 'any', tokens: ['lingxing'], in: 'around' },
    ],
  },
  {
    id: 'yangTuoJiaJi',
    nature: 'challenging',
    source: 'geju',
    when: [
      { test: 'any', tokens: ['hua-ji'], in: 'self' },
      { test: 'flanked', tokens: ['qingyang', 'tuoluo'] },
    ],
  },
  // 天府 and 天相, one in 财帛 and one in 官禄, facing 命宫 from its trines.
  {
    id: 'fuXiangChaoYuan',
    nature: 'auspicious',
    source: 'geju',
    when: [{ test: 'all', tokens: ['tianfu', 'tianxiang'], in: 'trines' }],
  },
  {
    id: 'shiZhongYinYu',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'any', tokens: ['jumen'], in: 'self' },
      { test: 'branch', branches: ['子', '午'] },
      { test: 'any', tokens: ['hua-lu', 'hua-quan', 'hua-ke'], in: 'around' },
    ],
  },
  // 命 in 未 without a major star, 太阳 in 卯 and 太阴 in 亥 shining in from the trines.
  {
    id: 'mingZhuChuHai',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'branch', branches: ['未'] },
      { test: 'noMajorStar' },
      { test: 'onBranch', star: 'taiyang', branches: ['卯'] },
      { test: 'onBranch', star: 'taiyin', branches: ['亥'] },
    ],
  },
  // 命 in 丑, 太阳 in 巳 and 太阴 in 酉 in its trines.
  {
    id: 'riYueBingMing',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'branch', branches: ['丑'] },
      { test: 'onBranch', star: 'taiyang', branches: ['巳'] },
      { test: 'onBranch', star: 'taiyin', branches: ['酉'] },
    ],
  },
  {
    id: 'junChenQingHui',
    nature: 'auspicious',
    source: 'taiwei',
    when: [
      { test: 'any', tokens: ['ziwei'], in: 'self' },
      { test: 'all', tokens: ['zuofu', 'youbi'], in: 'around' },
    ],
  },
  {
    id: 'luMaJiaoChi',
    nature: 'auspicious',
    source: 'gusui',
    when: [
      {
        test: 'either',
        of: [
          [{ test: 'together', tokens: ['lucun', 'tianma'], in: 'around' }],
          [{ test: 'together', tokens: ['hua-lu', 'tianma'], in: 'around' }],
        ],
      },
    ],
  },
  {
    id: 'zuoYouJiaMing',
    nature: 'auspicious',
    source: 'geju',
    when: [{ test: 'flanked', tokens: ['zuofu', 'youbi'] }],
  },
  {
    id: 'changQuJiaMing',
    nature: 'auspicious',
    source: 'geju',
    when: [{ test: 'flanked', tokens: ['wenchang', 'wenqu'] }],
  },
  {
    id: 'riYueJiaMing',
    nature: 'auspicious',
    source: 'gusui',
    when: [{ test: 'flanked', tokens: ['taiyang', 'taiyin'] }],
  },
  {
    id: 'wenXingGongMing',
    nature: 'auspicious',
    source: 'taiwei',
    when: [{ test: 'all', tokens: ['wenchang', 'wenqu'], in: 'around' }],
  },
  {
    id: 'zuoYouTongGong',
    nature: 'auspicious',
    source: 'geju',
    when: [{ test: 'together', tokens: ['zuofu', 'youbi'], in: 'self' }],
  },
  {
    id: 'kuiYueJiaMing',
    nature: 'auspicious',
    source: 'geju',
    when: [{ test: 'flanked', tokens: ['tiankui', 'tianyue'] }],
  },
  {
    id: 'riZhaoLeiMen',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'any', tokens: ['taiyang'], in: 'self' },
      { test: 'branch', branches: ['卯'] },
    ],
  },
  {
    id: 'yueLangTianMen',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'any', tokens: ['taiyin'], in: 'self' },
      { test: 'branch', branches: ['亥'] },
    ],
  },
  {
    id: 'jiXiangLiMing',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'any', tokens: ['ziwei'], in: 'self' },
      { test: 'branch', branches: ['午'] },
    ],
  },
  {
    id: 'qiShaChaoDou',
    nature: 'auspicious',
    source: 'geju',
    when: [
      { test: 'any', tokens: ['qisha'], in: 'self' },
      { test: 'branch', branches: ['寅', '申', '子', '午'] },
    ],
  },
  {
    id: 'sanQiJiaHui',
    nature: 'auspicious',
    source: 'geju',
    when: [{ test: 'all', tokens: ['hua-lu', 'hua-quan', 'hua-ke'], in: 'around' }],
  },
  // 禄存 and 化禄 facing 命宫 from two different palaces, neither in 命宫 itself.
  {
    id: 'shuangLuChaoYuan',
    nature: 'auspicious',
    source: 'wang',
    when: [
      { test: 'all', tokens: ['lucun', 'hua-lu'], in: 'facing' },
      { test: 'not', clause: { test: 'together', tokens: ['lucun', 'hua-lu'], in: 'facing' } },
    ],
  },
  {
    id: 'kongJieJiaMing',
    nature: 'challenging',
    source: 'geju',
    when: [{ test: 'flanked', tokens: ['dikong', 'dijie'] }],
  },
  {
    id: 'huoLingJiaMing',
    nature: 'challenging',
    source: 'geju',
    when: [{ test: 'flanked', tokens: ['huoxing', 'lingxing'] }],
  },
] as const satisfies readonly PatternRule[];

export type PatternId = (typeof PATTERNS)[number]['id'];
export const PATTERN_IDS: readonly PatternId[] = PATTERNS.map((p) => p.id);
