import { describe, expect, it } from 'vitest';
import { bodyFrom, draftFrom, draftProblems } from './article-form';

const filled = () => {
  const draft = draftFrom(undefined);
  draft.slug = ' moon-card ';
  draft.texts['zh-Hans'] = { title: ' 月亮牌 ', summary: '', body: '第一段' };
  return draft;
};

describe('article drafts', () => {
  it('starts empty and names what is missing', () => {
    expect(draftProblems(draftFrom(undefined))).toEqual(['slug', 'zhTitle', 'zhBody']);
    expect(draftProblems(filled())).toEqual([]);
  });

  it('refuses a slug with capitals or spaces and a half-written English version', () => {
    const draft = filled();
    draft.slug = 'Moon Card';
    draft.cover = 'https://cdn.example.com/moon.png';
    draft.texts.en.title = 'The Moon';
    expect(draftProblems(draft)).toEqual(['slug', 'cover', 'enPartial']);
  });

  it('trims the texts and leaves English out until it is written', () => {
    expect(bodyFrom(filled())).toEqual({
      slug: 'moon-card',
      category: 'tarot',
      cover: null,
      texts: { 'zh-Hans': { title: '月亮牌', summary: '', body: '第一段' } },
    });
    const draft = filled();
    draft.texts.en = { title: 'The Moon', summary: ' ', body: 'One.' };
    expect(bodyFrom(draft).texts.en).toEqual({ title: 'The Moon', summary: '', body: 'One.' });
  });

  it('loads an existing article, English included', () => {
    const draft = draftFrom({
      id: 'a',
      slug: 'sun',
      category: 'bazi',
      cover: '/covers/sun.webp',
      texts: { 'zh-Hans': { title: '太阳', summary: '光', body: '正文' } },
      status: 'draft',
      publishedAt: null,
      createdAt: '',
      updatedAt: '',
    });
    expect(draft).toMatchObject({ slug: 'sun', category: 'bazi', cover: '/covers/sun.webp' });
    expect(draft.texts.en).toEqual({ title: '', summary: '', body: '' });
  });
});
