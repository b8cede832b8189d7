import { describe, expect, it } from 'vitest';
import { parseHistory, rememberSearch, SEARCH_HISTORY_LIMIT } from './search-history';

describe('search history', () => {
  it('puts the newest search first', () => {
    expect(rememberSearch(['愚者', '月亮'], '恋人')).toEqual(['恋人', '愚者', '月亮']);
  });

  it('moves a repeated search to the front instead of listing it twice, ignoring case and spacing', () => {
    expect(rememberSearch(['The Moon', 'love', 'The Fool'], '  the   moon ')).toEqual(['the moon', 'love', 'The Fool']);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    const full = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, index) => `term ${index}`);
    const next = rememberSearch(full, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`term ${SEARCH_HISTORY_LIMIT - 1}`);
  });

  it('ignores blank searches', () => {
    expect(rememberSearch(['愚者'], '   ')).toEqual(['愚者']);
  });

  it('reads back only clean lists: cleared, missing or damaged storage is an empty history', () => {
    expect(parseHistory(JSON.stringify(['a', 'b']))).toEqual(['a', 'b']);
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory(JSON.stringify(['a', 3, '', null, 'b']))).toEqual(['a', 'b']);
  });
});
