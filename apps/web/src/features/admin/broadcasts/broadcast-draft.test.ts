import { describe, expect, it } from 'vitest';
import { bodyFrom, draftProblems, EMPTY_DRAFT } from './broadcast-draft';

const valid = { title: ' 新月许愿 ', body: '今晚新月，写下一个愿望吧。', url: '#/jinripaizhen', language: '' as const };

describe('broadcast draft', () => {
  it('needs a title, a body and a link', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual(['title', 'body', 'url']);
    expect(draftProblems(valid)).toEqual([]);
  });

  it('takes an in-app route or an https address as the link, nothing else', () => {
    const problemsWith = (url: string) => draftProblems({ ...valid, url });
    expect(problemsWith('https://example.com/moon')).toEqual([]);
    for (const url of ['http://example.com', 'javascript:alert(1)', '/pages/x', '#/a b']) {
      expect(problemsWith(url)).toEqual(['url']);
    }
  });

  it('refuses a title longer than a notification shows', () => {
    expect(draftProblems({ ...valid, title: '月'.repeat(41) })).toEqual(['title']);
  });

  it('sends trimmed text, and a language only when one is chosen', () => {
    expect(bodyFrom(valid)).toEqual({ title: '新月许愿', body: valid.body, url: valid.url });
    expect(bodyFrom({ ...valid, language: 'fr' })).toMatchObject({ language: 'fr' });
  });
});
