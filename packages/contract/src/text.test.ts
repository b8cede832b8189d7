import { describe, expect, it } from 'vitest';
import { text } from './text';
import { isStorableText } from './text-rules';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates and keeps everything else', () => {
    expect(['', '塔罗', 'emoji 🌙 ok', 'tab\tand\nline', '\ud83c\udf19'].map(isStorableText)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', 'ok\ud83c'].map(isStorableText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('chains like a plain string schema', () => {
    const nickname = text().trim().min(1).max(4);
    expect(nickname.parse('  星月 ')).toBe('星月');
    expect(nickname.safeParse('   ').success).toBe(false);
    expect(nickname.safeParse('星\u0000').success).toBe(false);
  });
});
