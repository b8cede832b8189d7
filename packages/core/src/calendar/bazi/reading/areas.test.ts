import { describe, expect, it } from 'vitest';
import { baziReading } from './reading';
import { chartOf } from './test-support';

const AT = { year: 2026, month: 6, day: 1 };
const areasOf = (birth: string) => baziReading(chartOf(birth), AT).areas;
const codes = (notes: readonly { code: string }[]) => notes.map((note) => note.code);

describe('the relationship reading by gender: 男 财星, 女 官杀, and the 夫妻宫', () => {
  it('reads a man’s 财 and a woman’s 官杀 as the partner star for the same birth', () => {
    // 甲寅 甲戌 辛丑 丁酉 (1974-10-27 17:15): 甲 甲 (财) show, 丁 (七杀) shows.
    expect(codes(areasOf('1974-10-27 17:15 male').relationships)).toContain('relationships.male.starShows');
    const female = codes(areasOf('1974-10-27 17:15 female').relationships);
    expect(female).toContain('relationships.female.starShows');
    expect(female.filter((code) => code.startsWith('relationships.male.'))).toEqual([]);
  });

  it('names 官杀混杂 when 正官 and 七杀 both show in a woman’s chart (1983-01-28 22:07)', () => {
    expect(codes(areasOf('1983-01-28 22:07 female').relationships)).toContain('relationships.female.mixed');
  });

  it('says whether the partner star is welcome or 忌 by the judgement', () => {
    // 壬子 癸卯 丁巳 乙巳 (1972-03-27 09:27): 用 金 (财) — a man's partner star is welcome.
    expect(codes(areasOf('1972-03-27 09:27 male').relationships)).toEqual(
      expect.arrayContaining([
        'relationships.male.starHidden',
        'relationships.starWelcome',
        'relationships.palacePeer',
      ]),
    );
    // 庚午 戊子 丁酉 辛丑 (1930-12-13 01:58): a weak 丁 whose 水 (官杀, her partner star) is 忌.
    expect(codes(areasOf('1930-12-13 01:58 female').relationships)).toContain('relationships.starUnfavourable');
  });
});

describe('area texts that depend on the chart', () => {
  it('does not praise 官杀 for management where the chart holds 官杀 as 忌 (1959-11-20 10:28)', () => {
    const reading = baziReading(chartOf('1959-11-20 10:28 female'), AT);
    expect(reading.elements.unfavourable.map((role) => role.category)).toContain('officer');
    expect(codes(reading.areas.career)).toContain('career.officerUnfavourable');
    expect(codes(reading.areas.career)).not.toContain('career.officer');
  });

  it('says the general career line only when nothing in the chart speaks to work (1979-05-10 17:57)', () => {
    expect(codes(areasOf('1979-05-10 17:57 male').career)).toEqual(['career.general']);
    expect(codes(areasOf('1974-10-27 17:15 male').career)).not.toContain('career.general');
  });
});
