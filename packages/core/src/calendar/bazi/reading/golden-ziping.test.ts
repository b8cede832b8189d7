/**
 * The golden set's published half (issue 29, point 7): the named charts 沈孝瞻 judges in
 * 《子平真诠》 (quoted from 徐乐吾's 《子平真诠评注》, the text commonly published), each with
 * its chapter, its person and what the book says of it. The pillars are the book's; the
 * birth is the first one within 1801–2199 that yields them (tyme4ts' EightChar.getSolarTimes),
 * half past the start of the hour. A case checks the 格局 the book names and, where the book
 * names what the frame uses (its 相神: 佩印, 用财, 用官 …), the element this app gives first
 * as 用神. Where the book's words and this app's rules part, the case says which it follows.
 *
 * Left out, because this app does not yet read them as the book does (issue 29's notes):
 * 薛相公 (申 month, 壬 印 and 戊 财 both show: 印逢财而退位, the book keeps 正官; this app
 * takes the 壬 that shows), 范太傅 (寅 month, 丙 shows: this app reads 印, the book 官),
 * 刘提台 (this app reads 从儿; the book 食神 with its 煞), 王十万 (乙从庚化 is not weighed
 * against the day master's own 丙), and the charts whose 用 the book takes by 格局 where this
 * app's 扶抑 weighs the day master otherwise (葛参政, 杨侍郎, 史春芳, 袁内阁 …).
 */
import { describe, expect, it } from 'vitest';
import { baziReading } from './reading';
import { chartOf } from './test-support';
import type { PatternCode } from './types';

interface ClassicalCase {
  readonly pillars: string;
  readonly birth: string;
  readonly pattern: PatternCode;
  /** The element the book has the frame use, when it names one. */
  readonly useful?: string;
  readonly source: string;
}

const CASES: readonly ClassicalCase[] = [
  // ——— 《论正官》 ———
  {
    pillars: '己卯 辛未 壬寅 辛亥',
    birth: '1819-08-02 22:30 male',
    pattern: 'zhengGuan',
    useful: '金',
    source: '《论正官》宣参国命: 未中己官透干用清，支会木局，两辛解之，是遇伤而佩印也',
  },
  {
    pillars: '乙卯 丁亥 丁未 庚戌',
    birth: '1855-11-26 20:30 male',
    pattern: 'pianYin',
    useful: '金',
    source:
      '《论正官》金状元命: 若化官为印而透财，则又为甚秀…此并用财印 — 亥卯未 turns 亥’s 官 into 印 (《论用神变化》: 丁生亥月，本为正官，支全卯未，则化为印), the 庚 财 used',
  },
  {
    pillars: '庚寅 乙酉 甲子 戊辰',
    birth: '1950-09-26 08:30 male',
    pattern: 'zhengGuan',
    source: '《论正官》李参政命: 甲用酉官，庚金混杂，乙以合之，合煞留官，是杂煞而取清也',
  },
  {
    pillars: '庚午 乙酉 甲子 乙亥',
    birth: '1870-09-25 22:30 male',
    pattern: 'zhengGuan',
    source: '《论十干合而不合》高太尉命: 两乙合庚，甲日隔之，仍作合煞留官',
  },
  // ——— 《论财》 ———
  {
    pillars: '乙未 甲申 丙申 庚寅',
    birth: '1835-09-01 04:30 male',
    pattern: 'pianCai',
    useful: '木',
    source: '《论财》曾参政命: 有财格佩印者，盖孤财不贵，佩印帮身，即印取贵',
  },
  {
    pillars: '丙寅 癸巳 癸未 壬戌',
    birth: '1806-05-23 20:30 male',
    pattern: 'zhengCai',
    source: '《论财》林尚书命: 癸生巳月，单透财而亦贵，又月令有暗官也',
  },
  {
    pillars: '乙酉 庚辰 甲午 戊辰',
    birth: '1825-04-24 08:30 male',
    pattern: 'pianCai',
    source: '《论财》毛状元命: 有财带七煞者…合煞存财也 (甲 in 辰, 戊 shows)',
  },
  {
    pillars: '庚辰 戊子 戊寅 甲寅',
    birth: '1820-12-30 04:30 male',
    pattern: 'zhengCai',
    source: '《论财》李御史命: 有财带七煞者…制煞生财也 (戊 in 子)',
  },
  // ——— 《论印绶》: 印而透官 uses the 官 (this app: a strong 印格 uses the 官杀 that shows) ———
  {
    pillars: '丙寅 戊戌 辛酉 戊子',
    birth: '1806-10-28 00:30 male',
    pattern: 'zhengYin',
    useful: '火',
    source: '《论印绶》张参政命: 有印而透官者…身旺印强，不愁太过，只要官星清纯',
  },
  {
    pillars: '丙戌 戊戌 辛未 壬辰',
    birth: '1886-11-07 07:30 male',
    pattern: 'zhengYin',
    useful: '火',
    source: '《论印绶》朱尚书命: 亦有带伤食而贵者…壬为戊制，不伤官也',
  },
  {
    pillars: '乙亥 己卯 丁酉 壬寅',
    birth: '1875-04-05 03:30 male',
    pattern: 'pianYin',
    useful: '水',
    source: '《论印绶》临淮侯命: 己为乙制，己不碍官也 (卯’s 乙 shows; 印 and 偏印 read alike, 正偏同为美格)',
  },
  {
    pillars: '己巳 癸酉 癸未 庚申',
    birth: '1929-10-05 16:30 male',
    pattern: 'pianYin',
    useful: '土',
    source: '《论印绶》茅状元命: 有用偏官者…此身轻印重也',
  },
  {
    pillars: '辛亥 庚子 甲辰 乙亥',
    birth: '1851-12-14 22:30 male',
    pattern: 'zhengYin',
    useful: '金',
    source: '《论印绶》: 又有印而兼透官煞者，或合煞，或有制，皆为贵格。如辛亥、庚子、甲辰、乙亥，此合煞留官也',
  },
  {
    pillars: '庚戌 戊子 甲戌 乙亥',
    birth: '1911-01-04 22:30 male',
    pattern: 'zhengYin',
    useful: '金',
    source: '《论印绶》: 更有印透七煞，而劫财以存煞印，亦有贵格，如庚戌、戊子、甲戌、乙亥是也',
  },
  {
    pillars: '辛酉 丙申 壬申 辛亥',
    birth: '1921-09-06 22:30 male',
    pattern: 'pianYin',
    useful: '火',
    source: '《论印绶》汪侍郎命: 有印多而用财者，印重身强，透财以抑太过',
  },
  {
    pillars: '己未 甲戌 辛未 癸巳',
    birth: '1979-10-31 10:30 male',
    pattern: 'zhengYin',
    useful: '水',
    source: '《论印绶》: 如己未、甲戌、辛未、癸巳，此合财存食之贵也 (甲己合, the 癸 食 used)',
  },
  {
    pillars: '丙午 庚寅 丙午 癸巳',
    birth: '1906-03-03 10:30 male',
    pattern: 'pianYin',
    useful: '水',
    source: '《论印绶》赵知府命: 化印为劫，弃之以就财官 (the 癸 官 shows and is used)',
  },
  // ——— 《论食神》 ———
  {
    pillars: '辛卯 辛卯 癸酉 己未',
    birth: '1951-04-03 14:30 male',
    pattern: 'shiShen',
    useful: '金',
    source: '《论食神》常国公命: 若不用财而就煞印，最为威权显赫 (the 辛 印 first; this app reaches it by 扶抑)',
  },
  {
    pillars: '壬辰 甲辰 丙戌 戊戌',
    birth: '1892-04-24 20:30 male',
    pattern: 'shiShen',
    useful: '木',
    source:
      '《论偏官》脱丞相命: 辰中暗煞，壬以透之，戊坐四支，食太重而透甲印 — 沈 names it by the 煞 that shows; both 戊 (辰’s 本气) and 壬 show (兼透兼用, 《论杂气如何取用》), and this app names the frame by the 本气 that shows, 食神格, reaching the same 甲 印',
  },
  // ——— 《论偏官》 ———
  {
    pillars: '乙亥 乙酉 乙卯 丁丑',
    birth: '1935-10-06 02:30 male',
    pattern: 'qiSha',
    useful: '火',
    source: '《论偏官》: 煞用食制者，上也，煞旺食强而身健，极为贵格。如乙亥、乙酉、乙卯、丁丑，极等之贵也',
  },
  {
    pillars: '丙寅 戊戌 壬戌 辛丑',
    birth: '1806-10-29 02:30 male',
    pattern: 'qiSha',
    useful: '金',
    source: '《论偏官》何参政命: 有七煞用印者…戊与辛同通月令，是煞印有情也',
  },
  {
    pillars: '戊辰 甲寅 戊寅 戊午',
    birth: '1868-02-22 12:30 male',
    pattern: 'qiSha',
    useful: '火',
    source: '《论偏官》赵员外命: 有煞无食制而用刃当煞者 (午 刃, 火)',
  },
  {
    pillars: '癸卯 丁巳 庚寅 庚辰',
    birth: '1843-05-16 08:30 male',
    pattern: 'qiSha',
    source: '《论偏官》岳统制命: 有煞而杂官者…去官留煞也…月令偏官，煞为用而官非用',
  },
  {
    pillars: '丙子 甲午 辛亥 辛卯',
    birth: '1816-06-27 06:30 male',
    pattern: 'qiSha',
    source: '《论偏官》沈郎中命: 子冲午而克煞，是去煞留官也',
  },
  // ——— 《论伤官》 ———
  {
    pillars: '己卯 丁丑 丙寅 庚寅',
    birth: '1940-01-24 04:30 male',
    pattern: 'shangGuan',
    useful: '金',
    source: '《论伤官》秦龙图命: 财伤有情…己与庚同根月令是也',
  },
  {
    pillars: '壬申 丙午 甲午 壬申',
    birth: '1812-07-01 16:30 male',
    pattern: 'shangGuan',
    useful: '水',
    source: '《论伤官》孛罗平章命: 有伤官佩印者…伤官旺，印根深，身又弱，又是夏木逢润，其秀百倍',
  },
  {
    pillars: '丁酉 己酉 戊子 壬子',
    birth: '1897-09-27 00:30 male',
    pattern: 'shangGuan',
    useful: '火',
    source: '《论伤官》都统制命: 有伤官兼用财印者…财太重而带印…金水多而觉寒，得火融和',
  },
  {
    pillars: '壬戌 己酉 戊午 丁巳',
    birth: '1802-09-16 10:30 male',
    pattern: 'shangGuan',
    useful: '水',
    source: '《论伤官》一丞相命: 印太重而隔戊己，而丁与壬不相碍 (the 壬 财 carries it)',
  },
  {
    pillars: '己未 丙子 庚子 丙子',
    birth: '1859-12-28 00:30 male',
    pattern: 'shangGuan',
    useful: '土',
    source: '《论伤官》蔡贵妃命: 有伤官用煞印者，伤多身弱，赖煞生印以帮身而制伤',
  },
  {
    pillars: '甲子 乙亥 辛未 戊子',
    birth: '1804-11-17 00:30 male',
    pattern: 'zhengCai',
    source: '《论伤官》罗状元命: 化伤为财…干头之甲，通根于亥，然又会未成局，化水为木 (亥’s 甲 shows: 财)',
  },
  {
    pillars: '甲子 壬申 己亥 辛未',
    birth: '1804-08-17 14:30 male',
    pattern: 'zhengCai',
    source: '《论伤官》章丞相命: 化伤为财，伤非其伤，作财旺生官而不作伤官见官 (申’s 壬 shows)',
  },
  // ——— 《论阳刃》: 阳刃 uses 官杀 ———
  {
    pillars: '己酉 丙子 壬寅 丙午',
    birth: '1849-12-22 12:30 male',
    pattern: 'yangRen',
    useful: '土',
    source: '《论阳刃》丞相命: 若己酉、丙子、壬寅、丙午，官透有力，旺财生之',
  },
  {
    pillars: '辛酉 甲午 丙申 壬辰',
    birth: '1801-07-01 08:30 male',
    pattern: 'yangRen',
    useful: '水',
    source: '《论阳刃》丞相命: 又辛酉、甲午、丙申、壬辰，透煞根浅，财印助之',
  },
  {
    pillars: '甲午 癸酉 庚寅 戊寅',
    birth: '1954-10-01 04:30 male',
    pattern: 'yangRen',
    useful: '火',
    source: '《论阳刃》穆同知命: 癸水伤寅午之官，而戊以合之，所谓印护也',
  },
  {
    pillars: '甲寅 庚午 戊申 甲寅',
    birth: '1974-07-06 03:30 male',
    pattern: 'yangRen',
    useful: '木',
    source: '《论阳刃》贾平章命: 煞两透而根太重，食以制之，所谓裁损也',
  },
  {
    pillars: '丙戌 丁酉 庚申 壬午',
    birth: '1826-09-12 12:30 male',
    pattern: 'yangRen',
    useful: '火',
    source: '《论阳刃》: 如丙戌、丁酉、庚申、壬午，官煞竞出，而壬合丁官，煞纯而不杂…阳刃之格，利于留煞',
  },
  // ——— 《论建禄月劫》 ———
  {
    pillars: '庚戌 戊子 癸酉 癸亥',
    birth: '1911-01-03 22:30 male',
    pattern: 'jianLu',
    useful: '土',
    source: '《论建禄月劫》金丞相命: 禄格用官…有用官而印护者',
  },
  {
    pillars: '丁酉 丙午 丁巳 壬寅',
    birth: '1897-06-28 04:30 male',
    pattern: 'jianLu',
    useful: '水',
    source: '《论建禄月劫》李知府命: 有用官而财助者',
  },
  {
    pillars: '庚午 戊子 癸卯 丁巳',
    birth: '1871-01-02 10:30 male',
    pattern: 'jianLu',
    useful: '土',
    source: '《论建禄月劫》王少师命: 有官而兼带财印者，所谓身强值三奇',
  },
  {
    pillars: '己未 己巳 丁未 辛丑',
    birth: '1859-05-09 02:30 male',
    pattern: 'yueJie',
    useful: '金',
    source: '《论建禄月劫》: 丑与巳会，即以劫财之火为金局之财…所谓化劫为财也 (丁 in 巳 is 月劫: 阳刃 is for yang stems only)',
  },
  {
    pillars: '庚子 甲申 庚子 甲申',
    birth: '1840-08-09 16:30 male',
    pattern: 'jianLu',
    useful: '木',
    source: '《论建禄月劫》高尚书命: 即以劫财之金，化为生财之水，所谓化劫为生也 (the 甲 财 it feeds)',
  },
  {
    pillars: '丁巳 壬子 癸卯 己未',
    birth: '1917-12-27 14:30 male',
    pattern: 'jianLu',
    useful: '土',
    source: '《论建禄月劫》娄参政命: 禄劫用煞，必须制伏…卯未会局以制伏是也',
  },
  {
    pillars: '甲子 丙寅 甲子 丙寅',
    birth: '1864-02-29 04:30 male',
    pattern: 'jianLu',
    useful: '火',
    source: '《论建禄月劫》张状元命: 无财官而用伤食…木火通明也',
  },
  {
    pillars: '辛丑 庚寅 甲辰 乙亥',
    birth: '1841-02-09 22:30 male',
    pattern: 'jianLu',
    useful: '金',
    source: '《论建禄月劫》一平章命: 禄劫而官煞竞出，必取清方为贵格…合煞留官也',
  },
  {
    pillars: '辛亥 庚寅 甲申 丙寅',
    birth: '1971-02-28 04:30 male',
    pattern: 'jianLu',
    useful: '金',
    source: '《论建禄月劫》: 如辛亥、庚寅、甲申、丙寅，制煞留官也',
  },
  {
    pillars: '己酉 乙亥 壬戌 庚子',
    birth: '1849-11-12 00:30 male',
    pattern: 'jianLu',
    useful: '土',
    source: '《论建禄月劫》王总兵命: 官伤并透而贵者…庚合乙而去伤存官',
  },
  // ——— 《论杂格》 ———
  {
    pillars: '癸亥 乙卯 乙未 壬午',
    birth: '1923-03-23 12:30 male',
    pattern: 'quZhi',
    useful: '木',
    source: '《论杂格》吴相公命: 取五行一方秀气者，取甲乙全亥卯未、寅卯辰，又生春月之类',
  },
  {
    pillars: '甲寅 庚午 丙午 甲午',
    birth: '1974-07-04 12:30 male',
    pattern: 'yanShang',
    useful: '火',
    source:
      '《论杂格》 lists it as 倒冲 (冲子官); 徐乐吾’s note: 庚金无根，置之不论，气偏木火，格成炎上 — this app follows 徐乐吾 (倒冲 is among the 外格 it does not read)',
  },
];

describe('the golden set: 《子平真诠》’s own charts', () => {
  it('holds at least 30 of the book’s charts, each naming its chapter', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    for (const c of CASES) expect(c.source, c.pillars).toMatch(/《论[^》]+》/);
  });

  it.each(CASES)('$pillars: $pattern', (c) => {
    const chart = chartOf(c.birth);
    expect(chart.eightChar).toBe(c.pillars);
    const reading = baziReading(chart, { year: 2026, month: 6, day: 1 });
    expect(reading.pattern.code).toBe(c.pattern);
    if (c.useful) expect(reading.elements.useful[0]!.element).toBe(c.useful);
  });
});
