import { describe, expect, it } from 'vitest';
import { ziweiChart } from '../ziwei';
import { ziweiReading } from './reading';
import type { PalaceId } from './vocabulary';

const readingOf = (date: string, hourIndex: number, gender: 'male' | 'female' = 'female') =>
  ziweiReading(ziweiChart({ date, hourIndex, gender }), null);
const palaceOf = (reading: ReturnType<typeof readingOf>, id: PalaceId) => reading.palaces.find((p) => p.palace === id)!;

// Born 2000-08-16 寅时, female: 命宫午 紫微 文曲; 父母未 天钺 陀罗; 福德申 文昌 禄存; 疾厄丑 天同忌 天魁 地劫.
const A = readingOf('2000-8-16', 2);

describe('六吉, 六煞, 禄存 and 天马 in a palace', () => {
  it('reads each minor star standing in the palace, with its brightness, in iztro’s order', () => {
    expect(palaceOf(A, 'parents').minorStars).toEqual([
      { star: 'tianyue', brightness: '', mutagen: null, codes: ['minor.tianyue'] },
      { star: 'tuoluo', brightness: '庙', mutagen: null, codes: ['minor.tuoluo'] },
    ]);
    expect(palaceOf(A, 'spirit').minorStars.map((s) => s.star)).toEqual(['wenchang', 'lucun']);
    expect(palaceOf(A, 'wealth').minorStars.map((s) => s.star)).toEqual(['tianma']);
    expect(palaceOf(A, 'siblings').minorStars).toEqual([]);
  });

  it('reads the 四化 a minor star carries: 文曲化忌 in 夫妻, born 1980-01-10 卯时 (己年)', () => {
    const wenqu = palaceOf(readingOf('1980-1-10', 3), 'spouse').minorStars.find((s) => s.star === 'wenqu');
    expect(wenqu).toMatchObject({ mutagen: 'ji', codes: ['minor.wenqu', 'mutagen.ji'] });
  });
});

describe('三方四正 of a palace', () => {
  it('sees 命宫 with 迁移, 官禄 and 财帛: 文曲 and 左辅 meet it, 铃星 too, and no 禄', () => {
    expect(palaceOf(A, 'soul').sanFang).toEqual({
      palaces: [4, 10, 8, 0],
      lucky: ['wenqu', 'zuofu'],
      malefic: ['lingxing'],
      mutagens: [{ mutagen: 'quan', star: 'wuqu', index: 0 }],
      codes: ['sanFang.luckySome', 'sanFang.maleficSome'],
    });
  });

  it('reads 化忌 in the palace itself and four 煞 around 疾厄', () => {
    expect(palaceOf(A, 'health').sanFang.codes).toEqual(['sanFang.luckySome', 'sanFang.maleficMany', 'sanFang.jiSelf']);
  });

  it('reads 化忌 opposite as striking the palace (化忌冲) and 化禄 in a trine as a 禄 (父母)', () => {
    expect(palaceOf(A, 'parents').sanFang.codes).toEqual([
      'sanFang.luckySome',
      'sanFang.maleficSome',
      'sanFang.lu',
      'sanFang.jiOpposite',
    ]);
  });

  it('counts three or more 吉 as many, and 禄存 as a 禄 (财帛: 文昌 文曲 左辅, 禄存 in 福德)', () => {
    expect(palaceOf(A, 'wealth').sanFang.codes).toEqual(['sanFang.luckyMany', 'sanFang.lu']);
  });

  it('is quiet when neither 吉 nor 煞 meet: 田宅, born 1965-10-04 申时 (male)', () => {
    const property = palaceOf(readingOf('1965-10-4', 6, 'male'), 'property').sanFang;
    expect(property).toMatchObject({ lucky: [], malefic: [] });
    expect(property.codes).toContain('sanFang.quiet');
  });
});
