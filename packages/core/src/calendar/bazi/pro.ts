/**
 * 专业细盘: 神煞 per pillar and per 大运, 刑冲合会 between the four pillars, and
 * 胎元 / 胎息 / 命宫 / 身宫 (tyme4ts EightChar's getFetalOrigin, getFetalBreath,
 * getOwnSign, getBodySign), for a chart made by baziChart.
 */
import { EightChar, type SixtyCycle } from 'tyme4ts';
import type { BaziChart } from './chart';
import { PILLAR_KEYS, type PillarKey } from './pillars';
import { pillarRelations, type PillarRelation } from './relations';
import { chartShenSha, fortuneShenSha } from './shen-sha';

export interface SignPillar {
  readonly ganZhi: string;
  readonly naYin: string;
}

export interface DecadeShenSha {
  readonly ganZhi: string;
  readonly startYear: number;
  readonly shenSha: readonly string[];
}

export interface BaziPro {
  readonly shenSha: Readonly<Record<PillarKey, readonly string[]>>;
  readonly decadeShenSha: readonly DecadeShenSha[];
  /** Relations among the four natal pillars, labelled 'year' | 'month' | 'day' | 'hour'. */
  readonly relations: readonly PillarRelation[];
  /** 胎元 */
  readonly taiYuan: SignPillar;
  /** 胎息 */
  readonly taiXi: SignPillar;
  /** 命宫 */
  readonly mingGong: SignPillar;
  /** 身宫 */
  readonly shenGong: SignPillar;
}

const sign = (pillar: SixtyCycle): SignPillar => ({ ganZhi: pillar.getName(), naYin: pillar.getSound().getName() });

export const eightCharOfChart = (chart: BaziChart): EightChar =>
  new EightChar(
    chart.pillars.year.ganZhi,
    chart.pillars.month.ganZhi,
    chart.pillars.day.ganZhi,
    chart.pillars.hour.ganZhi,
  );

export function baziPro(chart: BaziChart): BaziPro {
  const eightChar = eightCharOfChart(chart);
  return {
    shenSha: chartShenSha(eightChar),
    decadeShenSha: chart.decades.map((d) => ({
      ganZhi: d.ganZhi,
      startYear: d.startYear,
      shenSha: fortuneShenSha(eightChar, d.ganZhi),
    })),
    relations: pillarRelations(PILLAR_KEYS.map((key) => ({ label: key, ganZhi: chart.pillars[key].ganZhi }))),
    taiYuan: sign(eightChar.getFetalOrigin()),
    taiXi: sign(eightChar.getFetalBreath()),
    mingGong: sign(eightChar.getOwnSign()),
    shenGong: sign(eightChar.getBodySign()),
  };
}
