/**
 * One pillar of a chart in plain data: its stem's ten god against the day master (主星),
 * hidden stems (藏干) and their ten gods (副星), 纳音, 星运, 自坐 and 空亡. Every value
 * is named by tyme4ts.
 */
import { HideHeavenStemType, YinYang, type HeavenStem, type SixtyCycle } from 'tyme4ts';
import type { Gender } from './input';

export type PillarKey = 'year' | 'month' | 'day' | 'hour';
export const PILLAR_KEYS: readonly PillarKey[] = ['year', 'month', 'day', 'hour'];

/** 本气 (main qi), 中气 (middle), 余气 (residual): the three layers a branch may hide. */
export type HiddenStemKind = '本气' | '中气' | '余气';

export interface HiddenStem {
  readonly stem: string;
  readonly element: string;
  /** The hidden stem's ten god against the day master (副星). */
  readonly tenGod: string;
  readonly kind: HiddenStemKind;
}

export interface PillarDetail {
  /** e.g. '甲子' */
  readonly ganZhi: string;
  readonly stem: string;
  readonly branch: string;
  readonly stemElement: string;
  readonly branchElement: string;
  readonly stemYinYang: '阳' | '阴';
  /** Ten god of the stem against the day master (主星); the day pillar itself reads 元男 / 元女 (the 日主). */
  readonly tenGod: string;
  readonly hiddenStems: readonly HiddenStem[];
  /** 纳音 of the pillar, e.g. '海中金'. */
  readonly naYin: string;
  /** 星运: the day master's stage of the twelve (长生…养) on this pillar's branch. */
  readonly xingYun: string;
  /** 自坐: the pillar's own stem's stage on its own branch. */
  readonly ziZuo: string;
  /** 空亡: the two branches left over by the pillar's decade (旬空), e.g. '戌亥'. */
  readonly kongWang: string;
}

const HIDDEN_KIND: Readonly<Record<HideHeavenStemType, HiddenStemKind>> = {
  [HideHeavenStemType.MAIN]: '本气',
  [HideHeavenStemType.MIDDLE]: '中气',
  [HideHeavenStemType.RESIDUAL]: '余气',
};

export const dayMasterLabel = (gender: Gender): string => (gender === 'male' ? '元男' : '元女');

export function hiddenStemsOf(pillar: SixtyCycle, dayMaster: HeavenStem): HiddenStem[] {
  return pillar
    .getEarthBranch()
    .getHideHeavenStems()
    .map((hidden) => {
      const stem = hidden.getHeavenStem();
      return {
        stem: stem.getName(),
        element: stem.getElement().getName(),
        tenGod: dayMaster.getTenStar(stem).getName(),
        kind: HIDDEN_KIND[hidden.getType()],
      };
    });
}

function computePillarDetail(pillar: SixtyCycle, dayMaster: HeavenStem): PillarDetail {
  const stem = pillar.getHeavenStem();
  const branch = pillar.getEarthBranch();
  return {
    ganZhi: pillar.getName(),
    stem: stem.getName(),
    branch: branch.getName(),
    stemElement: stem.getElement().getName(),
    branchElement: branch.getElement().getName(),
    stemYinYang: stem.getYinYang() === YinYang.YANG ? '阳' : '阴',
    tenGod: dayMaster.getTenStar(stem).getName(),
    hiddenStems: hiddenStemsOf(pillar, dayMaster),
    naYin: pillar.getSound().getName(),
    xingYun: dayMaster.getTerrain(branch).getName(),
    ziZuo: stem.getTerrain(branch).getName(),
    kongWang: pillar
      .getExtraEarthBranches()
      .map((b) => b.getName())
      .join(''),
  };
}

/**
 * Details by (pillar, day master): 60 × 10 possible answers, each computed once from
 * tyme4ts and copied out, so callers own (and may change) what they get.
 */
const details = new Map<number, PillarDetail>();

export function pillarDetail(pillar: SixtyCycle, dayMaster: HeavenStem, tenGodOverride?: string): PillarDetail {
  const key = pillar.getIndex() * 10 + dayMaster.getIndex();
  let detail = details.get(key);
  if (!detail) {
    detail = computePillarDetail(pillar, dayMaster);
    details.set(key, detail);
  }
  return { ...detail, tenGod: tenGodOverride ?? detail.tenGod, hiddenStems: detail.hiddenStems.map((h) => ({ ...h })) };
}
