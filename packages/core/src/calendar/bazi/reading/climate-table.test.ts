import { describe, expect, it } from 'vitest';
import { climateStems } from './climate-table';

/** Each entry the book's month passage states in so many words (《穷通宝鉴》, 殆知阁 text). */
const PASSAGES: readonly (readonly [dayStem: string, branch: string, stems: string, passage: string])[] = [
  ['甲', '寅', '丙癸', '正月甲木，初春尚有余寒，得丙癸逢，富贵双全'],
  ['甲', '辰', '庚壬', '三月无用丁之法。惟有先庚後壬取用'],
  ['甲', '未', '丁庚癸', '六月三伏生寒，丁火退气。先丁後庚，无癸亦可'],
  ['甲', '申', '丁庚壬', '七月甲木，丁火为尊，庚金次之'],
  ['甲', '酉', '丁丙庚', '八月甲木，木囚金旺。丁火为先，次用丙火，庚金再次'],
  ['甲', '子', '丁庚丙', '十一月甲木，木性生寒，丁先庚後，丙火佐之'],
  ['甲', '丑', '庚丁丙', '先用庚劈甲，方引丁火始得木火有通明之象，故丁次之'],
  ['乙', '亥', '丙戊', '十月乙木…取丙为用，戊土次之'],
  ['丙', '巳', '壬庚癸', '宜专用壬水…得庚发水源…或无壬水，癸亦姑用'],
  ['丁', '子', '甲庚', '三冬丁火，甲木为尊，庚金佐之'],
  ['戊', '午', '壬甲丙', '五月戊土，仲夏火炎，先看壬水，次取甲木，丙火酌用'],
  ['戊', '戌', '甲癸丙', '先看甲木，次取癸水…见金先用癸水，後取丙火'],
  ['己', '申', '癸丙', '三秋己土…癸先丙後'],
  ['己', '戌', '甲癸丙', '总之三秋己土，先癸後丙…九月土盛，宜甲木疏之'],
  ['庚', '寅', '丙甲丁戊壬', '先用丙暖庚性，又虑土厚埋金，须甲疏泄…丙甲为上，丁火次之'],
  ['庚', '午', '壬癸', '五月庚金，丁火旺烈，庚金败地，专用壬水，癸又次之'],
  ['辛', '亥', '壬丙', '十月辛金…先用壬水，次取丙火'],
  ['壬', '未', '辛甲癸', '六月壬水，先辛後甲，次取癸水'],
  ['癸', '巳', '辛庚壬', '四月癸水，喜辛金为用，无辛用庚，若辛高透，不见丁火，加以壬透'],
  ['癸', '丑', '丙丁', '十二月癸水，寒极成冰…宜丙火解冻'],
];

describe('the 穷通宝鉴 调候 table', () => {
  it.each(PASSAGES)('%s in %s takes %s: %s', (dayStem, branch, stems) => {
    expect(climateStems(dayStem, branch).join('')).toBe(stems);
  });

  it('has an entry for every day stem in every month and refuses anything else', () => {
    for (const stem of '甲乙丙丁戊己庚辛壬癸')
      for (const branch of '子丑寅卯辰巳午未申酉戌亥') expect(climateStems(stem, branch).length).toBeGreaterThan(0);
    expect(() => climateStems('甲', '午月')).toThrow(RangeError);
  });
});
