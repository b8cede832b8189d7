import type { AdminArticle, ArticleBody } from '@tarot/contract/admin';
import { ARTICLE_SLUG, isOwnPath } from '@tarot/contract/admin-rules';
import type { ArticleCategory } from '@tarot/contract/articles';

export const EDITOR_LANGUAGES = ['zh-Hans', 'en'] as const;
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

export interface ArticleTextDraft {
  title: string;
  summary: string;
  body: string;
}

export interface ArticleDraft {
  slug: string;
  category: ArticleCategory;
  cover: string;
  texts: Record<EditorLanguage, ArticleTextDraft>;
}

const emptyText = (): ArticleTextDraft => ({ title: '', summary: '', body: '' });

export function draftFrom(article: AdminArticle | undefined): ArticleDraft {
  const text = (language: EditorLanguage) => ({ ...emptyText(), ...article?.texts[language] });
  return {
    slug: article?.slug ?? '',
    category: (article?.category as ArticleCategory | undefined) ?? 'tarot',
    cover: article?.cover ?? '',
    texts: { 'zh-Hans': text('zh-Hans'), en: text('en') },
  };
}

/** What is missing before the draft can be saved, as keys of `admin:editor.problems`. */
export type DraftProblem = 'slug' | 'cover' | 'zhTitle' | 'zhBody' | 'enPartial';

const blank = (text: ArticleTextDraft) => !text.title.trim() && !text.summary.trim() && !text.body.trim();

export function draftProblems(draft: ArticleDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!ARTICLE_SLUG.test(draft.slug.trim())) problems.push('slug');
  if (draft.cover.trim() && !isOwnPath(draft.cover.trim())) problems.push('cover');
  if (!draft.texts['zh-Hans'].title.trim()) problems.push('zhTitle');
  if (!draft.texts['zh-Hans'].body.trim()) problems.push('zhBody');
  const english = draft.texts.en;
  // English is optional, but once begun it needs its title and body.
  if (!blank(english) && (!english.title.trim() || !english.body.trim())) problems.push('enPartial');
  return problems;
}

/** The request body: trimmed, with English left out while it is empty. */
export function bodyFrom(draft: ArticleDraft): ArticleBody {
  const trimmed = (text: ArticleTextDraft) => ({
    title: text.title.trim(),
    summary: text.summary.trim(),
    body: text.body.trim(),
  });
  return {
    slug: draft.slug.trim(),
    category: draft.category,
    cover: draft.cover.trim() || null,
    texts: {
      'zh-Hans': trimmed(draft.texts['zh-Hans']),
      ...(blank(draft.texts.en) ? {} : { en: trimmed(draft.texts.en) }),
    },
  };
}
