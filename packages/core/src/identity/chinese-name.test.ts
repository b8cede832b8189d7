import { describe, expect, it } from 'vitest';
import { isChineseName, maskChineseName, normaliseChineseName } from './chinese-name';

describe('names on an ID card', () => {
  it('accepts 2 to 20 Han characters, with middle dots between parts', () => {
    for (const name of [
      '张三',
      '欧阳娜娜',
      '阿依古丽·买买提',
      '爱新觉罗·溥仪',
      '一二三四五六七八九十一二三四五六七八九十',
    ]) {
      expect(isChineseName(name), name).toBe(true);
    }
  });

  it('refuses one character, more than 20, Latin letters, digits, spaces and stray dots', () => {
    for (const name of [
      '张',
      '一二三四五六七八九十一二三四五六七八九十一',
      'Zhang San',
      '张3',
      '张 三',
      '·张三',
      '张三·',
      '张··三',
      '',
    ]) {
      expect(isChineseName(name), name).toBe(false);
    }
  });

  it('normalises other dots and surrounding spaces', () => {
    expect(normaliseChineseName(' 阿依古丽•买买提 ')).toBe('阿依古丽·买买提');
    expect(normaliseChineseName('爱新觉罗・溥仪')).toBe('爱新觉罗·溥仪');
  });

  it('masks all but the last character, keeping the dots', () => {
    expect(maskChineseName('张三')).toBe('*三');
    expect(maskChineseName('阿依古丽·买买提')).toBe('****·**提');
  });
});
