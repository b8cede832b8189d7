import { EarthBranch, Zodiac } from 'tyme4ts';
import { describe, expect, it } from 'vitest';
import { ZODIAC_NAMES } from './zodiac';

describe('ZODIAC_NAMES', () => {
  it('lists the twelve 生肖 from 鼠 to 猪, each on its own branch (子鼠 丑牛 … 亥猪)', () => {
    expect(ZODIAC_NAMES).toEqual(['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪']);
    ZODIAC_NAMES.forEach((name, index) => {
      expect(Zodiac.fromName(name).getEarthBranch().getName(), name).toBe(EarthBranch.fromIndex(index).getName());
    });
  });
});
