import { describe, expect, it } from 'vitest';
import { doorIsPressed, horseBranch, isPunished, seasonState, tombPalaceOf, voidBranches } from './marks';
import { BRANCHES, STEMS } from './symbols';

describe('marks', () => {
  it('voids the two branches each decade leaves out: 甲子旬 戌亥 … 甲寅旬 子丑', () => {
    const expected = ['戌亥', '申酉', '午未', '辰巳', '寅卯', '子丑'];
    for (let decade = 0; decade < 6; decade += 1) {
      for (let k = 0; k < 10; k += 1) {
        expect(
          voidBranches(decade * 10 + k)
            .map((b) => BRANCHES[b])
            .join(''),
        ).toBe(expected[decade]);
      }
    }
  });

  it('finds 驿马 opposite the triad’s 长生: 申子辰→寅, 寅午戌→申, 巳酉丑→亥, 亥卯未→巳', () => {
    const horse = (names: string) =>
      [...names].map((n) => BRANCHES[horseBranch(BRANCHES.indexOf(n as never))]).join('');
    expect(horse('申子辰')).toBe('寅寅寅');
    expect(horse('寅午戌')).toBe('申申申');
    expect(horse('巳酉丑')).toBe('亥亥亥');
    expect(horse('亥卯未')).toBe('巳巳巳');
  });

  it('reads 旺相休囚死 against the season: in a 火 month 火旺 土相 木休 水囚 金死', () => {
    expect([1, 2, 0, 4, 3].map((e) => seasonState(e as 0 | 1 | 2 | 3 | 4, 1))).toEqual(['旺', '相', '休', '囚', '死']);
  });

  it('buries stems in their 墓: 乙丙戊 in 乾6, 丁己庚 in 艮8, 辛壬 in 巽4, 癸 in 坤2', () => {
    const tombs = Object.fromEntries(
      [...'乙丙丁戊己庚辛壬癸'].map((s) => [s, tombPalaceOf(STEMS.indexOf(s as never))]),
    );
    expect(tombs).toEqual({ 乙: 6, 丙: 6, 丁: 8, 戊: 6, 己: 8, 庚: 8, 辛: 4, 壬: 4, 癸: 2 });
  });

  it('punishes the 六仪 where 烟波钓叟歌 says: 戊震3 己坤2 庚艮8 辛离9 壬巽4 癸巽4, and no 奇', () => {
    const punished = [...'戊己庚辛壬癸乙丙丁'].map((s) =>
      [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p) => isPunished(STEMS.indexOf(s as never), p as never)),
    );
    expect(punished).toEqual([[3], [2], [8], [9], [4], [4], [], [], []]);
  });

  it('presses a door whose element overcomes its palace’s (门迫), never one that feeds or suffers it', () => {
    expect(doorIsPressed('休门', 9)).toBe(true); // 水克火
    expect(doorIsPressed('开门', 3)).toBe(true); // 金克木
    expect(doorIsPressed('景门', 6)).toBe(true); // 火克金
    expect(doorIsPressed('生门', 1)).toBe(true); // 土克水
    expect(doorIsPressed('伤门', 8)).toBe(true); // 木克土
    expect(doorIsPressed('休门', 3)).toBe(false); // 水生木
    expect(doorIsPressed('生门', 3)).toBe(false); // 木克土: the palace presses the door, not the door the palace
    expect(doorIsPressed('休门', 1)).toBe(false);
  });
});
