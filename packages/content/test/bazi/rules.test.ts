import { describe, expect, it } from 'vitest';
import { baziReading } from '@tarot/core/calendar/bazi/reading/reading';
import { chartOf, codesOf } from '@tarot/core/calendar/bazi/reading/test-support';
import { readTexts } from '../../src/server/read-texts';

/** The Simplified original: its codes are the catalogue every rule is held to. */
const texts = readTexts('bazi/reading', 'zh-Hans');

/**
 * One concrete birth for every rule: the birth (Beijing time) makes the reading produce
 * the code, judged on 2026-06-01. Found by sampling seeded births: the first that
 * produces each code. The golden charts (core's golden-charts.test.ts) check the judgement
 * itself; this list checks that no text is left without a chart that shows it.
 */
const EXAMPLES: readonly (readonly [code: string, birth: string])[] = [
  ['balance.against.dominant', '1957-06-04 12:17 female'],
  ['balance.against.follow', '1938-06-11 11:41 female'],
  ['balance.against.strong', '1972-03-27 09:27 male'],
  ['balance.against.useful', '1964-06-13 00:05 female'],
  ['balance.against.weak', '1930-12-13 01:58 female'],
  ['balance.bridge', '2002-04-30 06:50 female'],
  ['balance.climate.summer', '1942-07-12 06:32 female'],
  ['balance.climate.winter', '1930-12-13 01:58 female'],
  ['balance.dominant', '1957-06-04 12:17 female'],
  ['balance.followOfficer', '1939-10-13 14:30 male'],
  ['balance.followOutput', '1938-06-11 11:41 female'],
  ['balance.followPower', '1987-08-02 05:32 male'],
  ['balance.followWealth', '1988-08-10 16:28 female'],
  ['balance.helps', '1972-03-27 09:27 male'],
  ['balance.pattern.biJieBangShen', '1953-10-02 12:17 female'],
  ['balance.pattern.caiPoYin', '1989-10-28 13:18 male'],
  ['balance.pattern.caiShengGuan', '2002-04-30 06:50 female'],
  ['balance.pattern.caiWangShengGuan', '1976-05-09 23:50 male'],
  ['balance.pattern.caiZhiXiao', '1972-03-27 09:27 male'],
  ['balance.pattern.guanQing', '1985-02-01 23:37 female'],
  ['balance.pattern.guanYinXiangSheng', '1945-06-03 15:20 male'],
  ['balance.pattern.luJieYongCai', '1972-06-07 09:54 female'],
  ['balance.pattern.luJieYongGuan', '1982-08-25 19:37 female'],
  ['balance.pattern.luJieYongShi', '2009-07-03 07:15 female'],
  ['balance.pattern.shaYinXiangSheng', '1959-11-20 10:28 female'],
  ['balance.pattern.shangGuanPeiYin', '1983-01-28 22:07 female'],
  ['balance.pattern.shangGuanShengCai', '1942-07-12 06:32 female'],
  ['balance.pattern.shiShangShengCai', '1964-06-13 00:05 female'],
  ['balance.pattern.shiShenShengCai', '1988-08-31 13:45 female'],
  ['balance.pattern.shiShenZhiSha', '1974-10-27 17:15 male'],
  ['balance.pattern.yangRenJiaSha', '1936-06-25 06:49 female'],
  ['balance.pattern.yinDuoXieXiu', '2004-12-31 16:47 male'],
  ['balance.pattern.yinShengShen', '1991-11-22 12:11 male'],
  ['balance.strongPeers', '1975-03-01 19:25 female'],
  ['balance.strongResource', '1943-01-12 09:12 female'],
  ['balance.weakOfficer', '1986-12-19 16:19 male'],
  ['balance.weakOutput', '1997-01-14 00:10 male'],
  ['balance.weakWealth', '1930-12-13 01:58 female'],
  ['career.general', '1951-02-05 19:32 female'],
  ['career.monthClash', '1962-02-14 16:21 male'],
  ['career.officer', '1946-12-23 10:41 male'],
  ['career.output', '1951-02-05 19:32 female'],
  ['career.peer', '1930-02-03 19:00 male'],
  ['career.resource', '1962-02-14 16:21 male'],
  ['career.wealth', '1951-02-05 19:32 female'],
  ['fortune.beforeDecades', '2025-03-01 12:00 male'],
  ['fortune.clash.day', '1951-02-05 19:32 female'],
  ['fortune.clash.hour', '1930-02-03 19:00 male'],
  ['fortune.clash.month', '1930-02-03 19:00 male'],
  ['fortune.clash.year', '1951-02-05 19:32 female'],
  ['fortune.combine.day', '1962-02-14 16:21 male'],
  ['fortune.combine.month', '1951-02-05 19:32 female'],
  ['fortune.flow.even', '1972-03-27 09:27 male'],
  ['fortune.flow.good', '1930-12-13 01:58 female'],
  ['fortune.flow.hard', '1951-02-05 19:32 female'],
  ['fortune.flow.leanGood', '1962-02-14 16:21 male'],
  ['fortune.flow.leanHard', '1974-10-27 17:15 male'],
  ['fortune.punish.day', '1967-02-10 18:29 male'],
  ['fortune.stemClash.day', '1962-02-14 16:21 male'],
  ['health.element.土', '2008-09-05 12:15 female'],
  ['health.element.木', '1930-02-03 19:00 male'],
  ['health.element.水', '1962-02-14 16:21 male'],
  ['health.element.火', '1951-02-05 19:32 female'],
  ['health.element.金', '1946-12-23 10:41 male'],
  ['health.general', '1951-02-05 19:32 female'],
  ['health.strong', '1957-06-13 17:15 male'],
  ['health.weak', '1930-02-03 19:00 male'],
  ['pattern.reason.dominant', '1957-06-04 12:17 female'],
  ['pattern.reason.followOfficer', '1939-10-13 14:30 male'],
  ['pattern.reason.followOutput', '1938-06-11 11:41 female'],
  ['pattern.reason.followPower', '1987-08-02 05:32 male'],
  ['pattern.reason.followWealth', '1988-08-10 16:28 female'],
  ['pattern.reason.lu', '1975-02-07 18:22 female'],
  ['pattern.reason.main', '1930-12-13 01:58 female'],
  ['pattern.reason.mainShows', '1972-03-27 09:27 male'],
  ['pattern.reason.peerMonth', '1937-05-02 16:43 female'],
  ['pattern.reason.shown', '1951-02-05 19:32 female'],
  ['pattern.reason.yangRen', '1936-06-25 06:49 female'],
  ['pattern.reason.yueJie', '2002-08-31 13:27 male'],
  ['pattern:congGe', '1970-08-09 22:48 male'],
  ['pattern:followOfficer', '1939-10-13 14:30 male'],
  ['pattern:followOutput', '1938-06-11 11:41 female'],
  ['pattern:followPower', '1987-08-02 05:32 male'],
  ['pattern:followWealth', '1988-08-10 16:28 female'],
  ['pattern:jiaSe', '1980-01-26 08:03 male'],
  ['pattern:jianLu', '1975-02-07 18:22 female'],
  ['pattern:pianCai', '1962-01-19 10:04 male'],
  ['pattern:pianYin', '1954-01-07 17:49 male'],
  ['pattern:qiSha', '1998-09-25 01:46 male'],
  ['pattern:quZhi', '2002-02-05 05:33 female'],
  ['pattern:runXia', '1983-12-11 00:22 male'],
  ['pattern:shangGuan', '1962-02-14 16:21 male'],
  ['pattern:shiShen', '1951-02-05 19:32 female'],
  ['pattern:yanShang', '1957-06-04 12:17 female'],
  ['pattern:yangRen', '1936-06-25 06:49 female'],
  ['pattern:yueJie', '2002-08-31 13:27 male'],
  ['pattern:zhengCai', '1930-02-03 19:00 male'],
  ['pattern:zhengGuan', '1946-02-13 23:21 male'],
  ['pattern:zhengYin', '1992-03-11 03:44 male'],
  ['personality.element.土', '2008-09-05 12:15 female'],
  ['personality.element.木', '1930-02-03 19:00 male'],
  ['personality.element.水', '1962-02-14 16:21 male'],
  ['personality.element.火', '1951-02-05 19:32 female'],
  ['personality.element.金', '1946-12-23 10:41 male'],
  ['personality.officer', '1992-03-11 03:44 male'],
  ['personality.output', '1962-02-14 16:21 male'],
  ['personality.peer', '1957-06-13 17:15 male'],
  ['personality.resource', '1951-02-05 19:32 female'],
  ['personality.strong', '1957-06-13 17:15 male'],
  ['personality.weak', '1930-02-03 19:00 male'],
  ['relationships.candid', '1930-02-03 19:00 male'],
  ['relationships.dayClash', '1975-02-07 18:22 female'],
  ['relationships.dayCombine', '1930-02-03 19:00 male'],
  ['relationships.general', '1951-02-05 19:32 female'],
  ['relationships.officer', '1992-03-11 03:44 male'],
  ['relationships.peers', '1957-06-13 17:15 male'],
  ['strength.against', '1951-02-05 19:32 female'],
  ['strength.combine.branchesBound', '1957-06-13 17:15 male'],
  ['strength.combine.branchesTransform', '1931-09-10 15:59 female'],
  ['strength.combine.bureau', '1954-01-07 17:49 male'],
  ['strength.combine.clash', '1962-02-14 16:21 male'],
  ['strength.combine.stemsBound', '1977-12-29 18:27 male'],
  ['strength.combine.stemsTransform', '1967-02-10 18:29 male'],
  ['strength.roots.found', '1951-02-05 19:32 female'],
  ['strength.roots.none', '1953-10-25 01:41 male'],
  ['strength.season.confined', '1930-02-03 19:00 male'],
  ['strength.season.dead', '1998-09-25 01:46 male'],
  ['strength.season.prosperous', '1957-06-13 17:15 male'],
  ['strength.season.resting', '1962-02-14 16:21 male'],
  ['strength.season.supported', '1951-02-05 19:32 female'],
  ['strength.stems.found', '1930-02-03 19:00 male'],
  ['strength.stems.none', '1951-02-05 19:32 female'],
  ['wealth.general', '1951-02-05 19:32 female'],
  ['wealth.little', '1946-12-23 10:41 male'],
  ['wealth.outputFeeds', '1951-02-05 19:32 female'],
  ['wealth.peersShare', '1957-06-13 17:15 male'],
  ['wealth.strongCarries', '1957-06-13 17:15 male'],
  ['wealth.weakCarries', '1930-02-03 19:00 male'],
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
