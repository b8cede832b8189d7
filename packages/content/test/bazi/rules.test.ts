import { describe, expect, it } from 'vitest';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { chartOf, codesOf } from '@tarot/core/calendar/bazi/reading/test-support';
import { readTexts } from '../../src/server/read-texts';

/** The Simplified original: its codes are the catalogue every rule is held to. */
const texts = readTexts('bazi/reading', 'zh-Hans');

/**
 * One concrete birth for every rule: the birth (Beijing time) makes the reading produce
 * the code, judged on 2026-06-01. Found once by sampling seeded births, then checked by
 * reading the chart (e.g. 1987-05-17 19:45 is 丁卯 乙巳 丙寅 戊戌: 丙 in its 巳 month,
 * 79 points, no 官杀 anywhere — 专旺).
 */
const EXAMPLES: readonly (readonly [code: string, birth: string])[] = [
  ['balance.against.dominant', '1987-05-17 19:45 female'],
  ['balance.against.follow', '1958-06-26 09:35 male'],
  ['balance.against.strong', '1959-04-16 05:40 female'],
  ['balance.against.weak', '1977-10-12 07:39 female'],
  ['balance.balancedExcess', '1967-11-26 01:03 female'],
  ['balance.balancedScarce', '1967-11-26 01:03 female'],
  ['balance.climate.summer', '2009-07-21 14:52 female'],
  ['balance.climate.winter', '2009-01-03 16:37 male'],
  ['balance.dominant', '1987-05-17 19:45 female'],
  ['balance.followOfficer', '1957-09-30 01:00 male'],
  ['balance.followOutput', '1968-08-14 00:56 male'],
  ['balance.followWealth', '1958-06-26 09:35 male'],
  ['balance.helps', '1977-10-12 07:39 female'],
  ['balance.strongPeers', '1959-04-16 05:40 female'],
  ['balance.strongResource', '2007-06-23 18:16 male'],
  ['balance.weakOfficer', '1977-10-12 07:39 female'],
  ['balance.weakOutput', '2009-07-21 14:52 female'],
  ['balance.weakWealth', '1973-09-19 02:10 male'],
  ['career.general', '1977-10-12 07:39 female'],
  ['career.monthClash', '1977-10-12 07:39 female'],
  ['career.officer', '1959-04-16 05:40 female'],
  ['career.output', '1977-10-12 07:39 female'],
  ['career.peer', '1959-04-16 05:40 female'],
  ['career.resource', '1977-10-12 07:39 female'],
  ['career.wealth', '1977-10-12 07:39 female'],
  ['fortune.clash.day', '1974-10-23 22:33 male'],
  ['fortune.clash.hour', '1967-11-26 01:03 female'],
  ['fortune.clash.month', '1967-11-26 01:03 female'],
  ['fortune.clash.year', '1973-09-19 02:10 male'],
  ['fortune.combine.day', '1977-10-12 07:39 female'],
  ['fortune.combine.month', '1977-10-12 07:39 female'],
  ['fortune.flow.even', '1977-10-12 07:39 female'],
  ['fortune.flow.good', '1959-04-16 05:40 female'],
  ['fortune.flow.hard', '1977-10-12 07:39 female'],
  ['fortune.flow.leanGood', '1974-10-23 22:33 male'],
  ['fortune.flow.leanHard', '2007-06-23 18:16 male'],
  ['fortune.punish.day', '1967-11-26 01:03 female'],
  ['fortune.stemClash.day', '1977-10-12 07:39 female'],
  ['health.element.土', '1959-04-16 05:40 female'],
  ['health.element.木', '1967-11-26 01:03 female'],
  ['health.element.水', '1977-10-12 07:39 female'],
  ['health.element.火', '1974-10-23 22:33 male'],
  ['health.element.金', '1975-04-04 06:39 female'],
  ['health.general', '1977-10-12 07:39 female'],
  ['health.strong', '1959-04-16 05:40 female'],
  ['health.weak', '1977-10-12 07:39 female'],
  ['pattern.reason.dominant', '1987-05-17 19:45 female'],
  ['pattern.reason.followOfficer', '1957-09-30 01:00 male'],
  ['pattern.reason.followOutput', '1968-08-14 00:56 male'],
  ['pattern.reason.followWealth', '1958-06-26 09:35 male'],
  ['pattern.reason.lu', '1962-06-08 06:46 female'],
  ['pattern.reason.main', '1967-11-26 01:03 female'],
  ['pattern.reason.peerMonth', '1959-04-16 05:40 female'],
  ['pattern.reason.ren', '2007-06-23 18:16 male'],
  ['pattern.reason.shown', '1977-10-12 07:39 female'],
  ['pattern:dominant', '1987-05-17 19:45 female'],
  ['pattern:followOfficer', '1957-09-30 01:00 male'],
  ['pattern:followOutput', '1968-08-14 00:56 male'],
  ['pattern:followWealth', '1958-06-26 09:35 male'],
  ['pattern:jianLu', '1962-06-08 06:46 female'],
  ['pattern:pianCai', '1974-10-23 22:33 male'],
  ['pattern:pianYin', '1967-11-26 01:03 female'],
  ['pattern:qiSha', '2004-12-14 08:03 male'],
  ['pattern:shangGuan', '1973-09-19 02:10 male'],
  ['pattern:shiShen', '1951-11-25 23:10 female'],
  ['pattern:yueRen', '2007-06-23 18:16 male'],
  ['pattern:zhengCai', '1977-10-12 07:39 female'],
  ['pattern:zhengGuan', '1959-04-16 05:40 female'],
  ['pattern:zhengYin', '1996-10-31 13:40 female'],
  ['personality.element.土', '1959-04-16 05:40 female'],
  ['personality.element.木', '1967-11-26 01:03 female'],
  ['personality.element.水', '1977-10-12 07:39 female'],
  ['personality.element.火', '1974-10-23 22:33 male'],
  ['personality.element.金', '1975-04-04 06:39 female'],
  ['personality.officer', '1977-10-12 07:39 female'],
  ['personality.output', '1977-10-12 07:39 female'],
  ['personality.peer', '1959-04-16 05:40 female'],
  ['personality.resource', '1974-10-23 22:33 male'],
  ['personality.strong', '1959-04-16 05:40 female'],
  ['personality.weak', '1977-10-12 07:39 female'],
  ['relationships.candid', '1967-11-26 01:03 female'],
  ['relationships.dayClash', '2007-06-23 18:16 male'],
  ['relationships.dayCombine', '1967-11-26 01:03 female'],
  ['relationships.general', '1977-10-12 07:39 female'],
  ['relationships.officer', '1977-10-12 07:39 female'],
  ['relationships.peers', '1959-04-16 05:40 female'],
  ['strength.roots.found', '1977-10-12 07:39 female'],
  ['strength.roots.none', '1951-03-12 21:51 female'],
  ['strength.season.confined', '1975-04-04 06:39 female'],
  ['strength.season.dead', '1977-10-12 07:39 female'],
  ['strength.season.prosperous', '1959-04-16 05:40 female'],
  ['strength.season.resting', '1973-09-19 02:10 male'],
  ['strength.season.supported', '1967-11-26 01:03 female'],
  ['strength.stems.found', '1977-10-12 07:39 female'],
  ['strength.stems.none', '1973-09-19 02:10 male'],
  ['wealth.general', '1977-10-12 07:39 female'],
  ['wealth.little', '1962-06-08 06:46 female'],
  ['wealth.outputFeeds', '1977-10-12 07:39 female'],
  ['wealth.peersShare', '1959-04-16 05:40 female'],
  ['wealth.strongCarries', '1959-04-16 05:40 female'],
  ['wealth.weakCarries', '1977-10-12 07:39 female'],
  ['fortune.beforeDecades', '2025-03-01 12:00 male'],
];

/** Codes that name a note (not a term, a level or a frame's name): every one must have a rule that fires. */
const NOTE_CODES = Object.keys(texts).filter(
  (code) => !/^(list|relation|element|god|category|level|pattern\.name|pattern\.about)\./.test(code),
);

describe('every reading rule, for a birth that triggers it', () => {
  it.each(EXAMPLES)('%s fires for %s', (code, birth) => {
    expect(codesOf(baziReading(chartOf(birth), { year: 2026, month: 6, day: 1 }))).toContain(code);
  });

  it('covers every note code and every frame', () => {
    const covered = new Set(EXAMPLES.map(([code]) => code));
    expect(NOTE_CODES.filter((code) => !covered.has(code))).toEqual([]);
    const frames = Object.keys(texts)
      .filter((code) => code.startsWith('pattern.name.'))
      .map((code) => `pattern:${code.slice(13)}`);
    expect(frames.filter((frame) => !covered.has(frame))).toEqual([]);
  });
});
