import { describe, expect, it } from 'vitest';
import { addTag, removeTag, tagChoices } from './tag-draft';

describe('the tag editor’s rules', () => {
  it('adds a trimmed tag at the end, and a tag it already has only once', () => {
    expect(addTag(['家人'], '  朋友 ')).toEqual(['家人', '朋友']);
    expect(addTag(['家人', '朋友'], ' 家人')).toEqual(['家人', '朋友']);
  });

  it('says why a tag cannot be added, with the server’s codes', () => {
    expect(addTag([], '   ')).toBe('CHART_TAG_EMPTY');
    expect(addTag([], '一'.repeat(13))).toBe('CHART_TAG_TOO_LONG');
    expect(addTag(['1', '2', '3', '4', '5'], '6')).toBe('CHART_TAGS_TOO_MANY');
  });

  it('counts what people see as one character once', () => {
    expect(addTag([], '🌙'.repeat(12))).toEqual(['🌙'.repeat(12)]);
    expect(addTag([], '🌙'.repeat(13))).toBe('CHART_TAG_TOO_LONG');
  });

  it('lets a sixth tag in only when it is one of the five already there', () => {
    expect(addTag(['1', '2', '3', '4', '5'], '5')).toEqual(['1', '2', '3', '4', '5']);
  });

  it('removes a tag, and offers the owner’s other tags in their order', () => {
    expect(removeTag(['家人', '朋友'], '家人')).toEqual(['朋友']);
    const known = [
      { tag: '朋友', count: 3 },
      { tag: '家人', count: 2 },
      { tag: 'VIP', count: 1 },
    ];
    expect(tagChoices(known, ['家人'])).toEqual(['朋友', 'VIP']);
  });
});
