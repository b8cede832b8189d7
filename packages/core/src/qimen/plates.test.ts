import { describe, expect, it } from 'vitest';
import { earthPlate, plates } from './plates';
import { GODS, STEMS } from './symbols';

const names = (stems: readonly number[]) => stems.map((s) => STEMS[s]).join('');

describe('earthPlate', () => {
  it('lays 戊 in the 局 palace, then 己庚辛壬癸丁丙乙 forward in 阳遁 and backward in 阴遁, for all eighteen 局', () => {
    for (let ju = 1; ju <= 9; ju += 1) {
      const yang = earthPlate('yang', ju);
      const yin = earthPlate('yin', ju);
      expect(STEMS[yang[ju - 1]!]).toBe('戊');
      expect(STEMS[yin[ju - 1]!]).toBe('戊');
      expect(STEMS[yang[ju % 9]!]).toBe('己');
      expect(STEMS[yin[(ju + 7) % 9]!]).toBe('己');
      expect(new Set(yang).size).toBe(9);
      expect(new Set(yin).size).toBe(9);
    }
  });

  it('matches the textbook plates: 阳遁一局 戊己庚辛壬癸丁丙乙 in palaces 1–9; 阴遁九局 as aed-corp.com draws it', () => {
    expect(names(earthPlate('yang', 1))).toBe('戊己庚辛壬癸丁丙乙');
    // http://www.aed-corp.com/paipan/qimen/9316.html 夏至阴九局 (巽离坤 / 震中兑 / 艮坎乾): 癸戊丙 丁壬庚 己乙辛
    const yin9 = earthPlate('yin', 9);
    expect([4, 9, 2, 3, 5, 7, 8, 1, 6].map((p) => STEMS[yin9[p - 1]!]).join('')).toBe('癸戊丙丁壬庚己乙辛');
  });
});

describe('plates', () => {
  // 阳遁一局 per decade, from 《奇门遁甲秘笈大全》 (ruc1.com reprint, 以旬首取符使法): 甲子坎 蓬/休, 甲戌坤 芮/死,
  // 甲申震 冲/伤, 甲午巽 辅/杜, 甲辰中宫寄坤 禽/死, 甲寅乾 心/开.
  it('takes 值符 and 值使 from the palace of the hour decade’s 仪, 中五 lending 天禽 and 死门', () => {
    const expected = [
      ['天蓬', '休门'],
      ['天芮', '死门'],
      ['天冲', '伤门'],
      ['天辅', '杜门'],
      ['天禽', '死门'],
      ['天心', '开门'],
    ];
    expected.forEach(([star, door], decade) => {
      const p = plates('yang', 1, decade * 10);
      expect([p.zhiFuStar, p.zhiShiDoor]).toEqual([star, door]);
    });
  });

  it('moves the 值符 onto the hour stem’s 地盘 palace: 阳遁一局 乙丑 → 9, 丙寅 → 8, 丁卯 → 7 (same source)', () => {
    expect(plates('yang', 1, 1).zhiFuPalace).toBe(9);
    expect(plates('yang', 1, 2).zhiFuPalace).toBe(8);
    expect(plates('yang', 1, 3).zhiFuPalace).toBe(7);
  });

  // Tieba worked examples (182.61.201.157/p/6654515712): 阳遁7局乙丑时 直符天柱 直使惊门 直符落6宫;
  // 阴遁6局辛丑时 (甲午旬) 直符天冲 直使伤门 直符落3宫.
  it('places the 值符 as practitioners’ worked examples do', () => {
    const yang7 = plates('yang', 7, 1);
    expect([yang7.zhiFuStar, yang7.zhiShiDoor, yang7.zhiFuPalace]).toEqual(['天柱', '惊门', 6]);
    const yin6 = plates('yin', 6, 37);
    expect([yin6.zhiFuStar, yin6.zhiShiDoor, yin6.zhiFuPalace]).toEqual(['天冲', '伤门', 3]);
  });

  it('keeps a 甲 hour in place (伏吟): every star, door and 天盘 stem at home', () => {
    for (const dun of ['yang', 'yin'] as const) {
      for (let ju = 1; ju <= 9; ju += 1) {
        for (const hour of [0, 10, 20, 30, 40, 50]) {
          const p = plates(dun, ju, hour);
          expect(p.heaven.filter((s, i) => i !== 4 && s !== p.earth[i])).toEqual([]);
          expect(p.zhiShiPalace).toBe(p.zhiFuPalace);
        }
      }
    }
  });

  it('walks the 值使 one palace an hour through all nine, 中五 read in 坤: 阳遁五局 乙丑 死门 to 6, 阴遁八局 辛酉 伤门 to 2', () => {
    expect(plates('yang', 5, 1).zhiShiPalace).toBe(6);
    // 甲寅 → 辛酉 is seven hours: 3 → 2 → 1 → 9 → 8 → 7 → 6 → 5, read in 坤二.
    expect(plates('yin', 8, 57).zhiShiPalace).toBe(2);
  });

  it('lays the gods clockwise in 阳遁 and counter-clockwise in 阴遁 from the 值符', () => {
    // 阳遁一局 乙丑: 值符 in 离9, then 坤 兑 乾 坎 艮 震 巽; 阴遁八局 辛酉: 值符 in 坤2, then 离 巽 震 艮 坎 乾 兑.
    const godsAlong = (ring: readonly number[], p: ReturnType<typeof plates>) => ring.map((n) => p.gods[n - 1]);
    expect(godsAlong([9, 2, 7, 6, 1, 8, 3, 4], plates('yang', 1, 1))).toEqual([...GODS]);
    expect(godsAlong([2, 9, 4, 3, 8, 1, 6, 7], plates('yin', 8, 57))).toEqual([...GODS]);
  });
});
