/**
 * The 大运 in force on a given date and the 流年 of that year and the next, read against
 * the natal chart: each incoming stem's and branch's 十神, whether they bring the chart's
 * 喜用 or its 忌 (the one judgement of useful-gods.ts), the 冲, 合, 刑 and 害 each makes with
 * the four pillars (relations.ts), 伏吟 (an incoming pillar the same as a natal one) and 反吟
 * (天克地冲: its stem clashes a natal pillar's stem and its branch that pillar's branch), and
 * 岁运并临 (the year's pillar the same as the decade's, 《三命通会·论岁运》).
 * The date is always passed in; nothing here reads a clock.
 */
import { HeavenStem, SixtyCycle, SixtyCycleYear } from 'tyme4ts';
import { ymdText } from '../../format';
import type { BaziChart } from '../chart';
import { PILLAR_KEYS, type PillarKey } from '../pillars';
import { pillarRelations, type RelationKind } from '../relations';
import type {
  DecadePeriod,
  ElementBalance,
  ElementFit,
  FortuneReading,
  IncomingPillar,
  Note,
  YearPeriod,
} from './types';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Relations an incoming pillar makes, as data: which kinds, with which natal pillar, say what. */
const RELATION_RULES: readonly {
  readonly code: string;
  readonly kinds: readonly RelationKind[];
  readonly pillar: PillarKey;
}[] = [
  { code: 'fortune.clash.day', kinds: ['六冲'], pillar: 'day' },
  { code: 'fortune.clash.month', kinds: ['六冲'], pillar: 'month' },
  { code: 'fortune.clash.year', kinds: ['六冲'], pillar: 'year' },
  { code: 'fortune.clash.hour', kinds: ['六冲'], pillar: 'hour' },
  { code: 'fortune.stemClash.day', kinds: ['天干相冲'], pillar: 'day' },
  { code: 'fortune.combine.day', kinds: ['天干五合', '地支六合', '半合', '三合', '三会'], pillar: 'day' },
  { code: 'fortune.combine.month', kinds: ['天干五合', '地支六合', '半合', '三合', '三会'], pillar: 'month' },
  { code: 'fortune.punish.day', kinds: ['相刑', '三刑', '自刑'], pillar: 'day' },
  { code: 'fortune.harm.day', kinds: ['六害'], pillar: 'day' },
];

/** Stems that clash (天干相冲), as relations.ts lists them. */
const STEM_CLASHES: readonly string[] = ['甲庚', '乙辛', '丙壬', '丁癸'];
const stemsClash = (a: string, b: string) => STEM_CLASHES.includes(a + b) || STEM_CLASHES.includes(b + a);

/** The sum of the stem's and the branch's pull (+1 喜用, −1 忌) names the flow. */
const FLOW_CODES: Readonly<Record<number, string>> = {
  2: 'fortune.flow.good',
  1: 'fortune.flow.leanGood',
  0: 'fortune.flow.even',
  [-1]: 'fortune.flow.leanHard',
  [-2]: 'fortune.flow.hard',
};
const PULL: Readonly<Record<ElementFit, number>> = { useful: 1, favourable: 1, neutral: 0, unfavourable: -1 };

const INCOMING = 'incoming';

function fitOf(element: string, balance: ElementBalance): ElementFit {
  const has = (roles: ElementBalance['useful']) => roles.some((role) => role.element === element);
  if (has(balance.useful)) return 'useful';
  if (has(balance.favourable)) return 'favourable';
  if (has(balance.unfavourable)) return 'unfavourable';
  return 'neutral';
}

/** 伏吟 and 反吟 against each natal pillar, in pillar order. */
function echoNotes(ganZhi: string, chart: BaziChart): Note[] {
  const notes: Note[] = [];
  for (const key of PILLAR_KEYS) {
    const natal = chart.pillars[key];
    if (natal.ganZhi === ganZhi) notes.push({ code: 'fortune.fuYin', params: { pillar: key } });
    else if (
      stemsClash(natal.stem, ganZhi[0]!) &&
      SixtyCycle.fromName(ganZhi).getEarthBranch().getOpposite().getName() === natal.branch
    )
      notes.push({ code: 'fortune.fanYin', params: { pillar: key } });
  }
  return notes;
}

export function readIncoming(ganZhi: string, chart: BaziChart, balance: ElementBalance): IncomingPillar {
  const pillar = SixtyCycle.fromName(ganZhi);
  const stem = pillar.getHeavenStem();
  const branch = pillar.getEarthBranch();
  const dayMaster = HeavenStem.fromName(chart.dayMaster.stem);
  const branchMain = branch.getHideHeavenStemMain();
  const stemPart = {
    char: stem.getName(),
    element: stem.getElement().getName(),
    tenGod: dayMaster.getTenStar(stem).getName(),
  };
  const branchPart = {
    char: branch.getName(),
    element: branch.getElement().getName(),
    tenGod: dayMaster.getTenStar(branchMain).getName(),
  };
  const stemFit = fitOf(stemPart.element, balance);
  const branchFit = fitOf(branchPart.element, balance);
  const relations = pillarRelations([
    ...PILLAR_KEYS.map((key) => ({ label: key, ganZhi: chart.pillars[key].ganZhi })),
    { label: INCOMING, ganZhi },
  ]).filter((relation) => relation.pillars.includes(INCOMING));
  const notes: Note[] = [
    {
      code: 'fortune.tenGods',
      params: { stem: stemPart.char, tenGod: stemPart.tenGod, branch: branchPart.char, branchGod: branchPart.tenGod },
    },
    ...echoNotes(ganZhi, chart),
  ];
  for (const rule of RELATION_RULES) {
    const found = relations.filter((r) => rule.kinds.includes(r.kind) && r.pillars.includes(rule.pillar));
    if (found.length > 0) notes.push({ code: rule.code, params: { relations: found } });
  }
  notes.push({
    code: FLOW_CODES[PULL[stemFit] + PULL[branchFit]]!,
    params: {
      stem: stemPart.char,
      stemElement: stemPart.element,
      branch: branchPart.char,
      branchElement: branchPart.element,
    },
  });
  return { ganZhi, stem: { ...stemPart, fit: stemFit }, branch: { ...branchPart, fit: branchFit }, notes };
}

const dateText = ({ year, month, day }: CalendarDate): string => ymdText(year, month, day);

/** Decade i begins 10·i years after the child limit ends, on the same month and day. */
function decadeAt(chart: BaziChart, at: CalendarDate) {
  const start = chart.childLimit.startTime;
  const startOf = (index: number) => dateText({ year: start.year + index * 10, month: start.month, day: start.day });
  const today = dateText(at);
  return chart.decades.find((decade) => startOf(decade.index) <= today && today < startOf(decade.index + 1)) ?? null;
}

/** A 流年, with 岁运并临 when it repeats the decade in force. */
function yearPeriod(year: number, chart: BaziChart, balance: ElementBalance, decade: string | null): YearPeriod {
  const ganZhi = SixtyCycleYear.fromYear(year).getSixtyCycle().getName();
  const read = readIncoming(ganZhi, chart, balance);
  const meets: Note[] = ganZhi === decade ? [{ code: 'fortune.yearMeetsDecade' }] : [];
  return { year, ...read, notes: [...meets, ...read.notes] };
}

export function fortuneReading(chart: BaziChart, balance: ElementBalance, at: CalendarDate): FortuneReading {
  const decade = decadeAt(chart, at);
  const period: DecadePeriod | null = decade && {
    startYear: decade.startYear,
    endYear: decade.endYear,
    startAge: decade.startAge,
    endAge: decade.endAge,
    ...readIncoming(decade.ganZhi, chart, balance),
  };
  const notes: Note[] =
    dateText(at) < chart.childLimit.startTime.text.slice(0, 10)
      ? [{ code: 'fortune.beforeDecades', params: { date: chart.childLimit.startTime.text.slice(0, 10) } }]
      : [];
  return {
    at: dateText(at),
    decade: period,
    notes,
    years: [
      yearPeriod(at.year, chart, balance, period?.ganZhi ?? null),
      yearPeriod(at.year + 1, chart, balance, period?.ganZhi ?? null),
    ],
  };
}
