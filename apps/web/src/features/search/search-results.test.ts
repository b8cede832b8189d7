import { describe, expect, it } from 'vitest';
import { findLocal, groupResults, type Searchable, type SearchResult } from './search-results';

const cards: Searchable[] = [
  {
    id: 'major-06',
    title: '恋人',
    details: ['爱与连结', '选择'],
    subtitle: '爱与连结',
    path: '/pages/tarot/detail?id=major-06',
  },
  { id: 'major-18', title: 'The Moon', details: ['intuition', 'illusion'], subtitle: 'intuition', path: '/m18' },
  { id: 'major-19', title: 'The Sun', details: ['joy', 'moonlight fades'], subtitle: 'joy', path: '/m19' },
  { id: 'cups-02', title: 'Two of Cups', details: ['partnership'], subtitle: 'partnership', path: '/c02' },
];

describe('finding cards, spreads and tools on the device', () => {
  it('ranks a title that starts with the query above one that contains it, and both above keyword matches', () => {
    const found = findLocal('cards', cards, 'moon');
    expect(found.map((result) => result.id)).toEqual(['major-18', 'major-19']);
    expect(findLocal('cards', cards, 'the').map((result) => result.id)).toEqual(['major-18', 'major-19']);
    expect(findLocal('cards', cards, 'of').map((result) => result.id)).toEqual(['cups-02']);
  });

  it('says which keyword matched when the title did not', () => {
    const [result] = findLocal('cards', cards, '选择');
    expect(result).toMatchObject({
      kind: 'cards',
      id: 'major-06',
      subtitle: '选择',
      path: '/pages/tarot/detail?id=major-06',
    });
  });

  it('ignores case, spacing and full-width letters, and finds nothing for a blank query', () => {
    expect(findLocal('cards', cards, '  ＴＨＥ  moon ').map((result) => result.id)).toEqual(['major-18']);
    expect(findLocal('cards', cards, '   ')).toEqual([]);
  });
});

describe('grouping results', () => {
  const result = (kind: SearchResult['kind'], id: string): SearchResult => ({
    kind,
    id,
    title: id,
    subtitle: '',
    path: `/${id}`,
  });

  it('orders groups cards, spreads, tools, articles and leaves out empty ones', () => {
    const groups = groupResults({
      articles: [result('articles', 'a1')],
      tools: [],
      cards: [result('cards', 'c1'), result('cards', 'c2')],
    });
    expect(groups.map((group) => [group.kind, group.items.map((item) => item.id)])).toEqual([
      ['cards', ['c1', 'c2']],
      ['articles', ['a1']],
    ]);
    expect(groupResults({})).toEqual([]);
  });
});
