import type { ArticleText } from '../../../db/schema';
import type { UiLanguage } from '@tarot/contract/preferences';
import { AUTHORED_ARTICLES } from './authored';
import type { SeedArticle } from './seed-article';
import type { ArticleTranslations } from './translations/translation';
import { translations as de } from './translations/de';
import { translations as es } from './translations/es';
import { translations as fr } from './translations/fr';
import { translations as it } from './translations/it';
import { translations as ja } from './translations/ja';
import { translations as ko } from './translations/ko';
import { translations as pt } from './translations/pt';
import { translations as ru } from './translations/ru';
import { translations as zhHant } from './translations/zh-Hant';

/** A launch article with its text in every interface language. */
export interface LaunchArticle extends Omit<SeedArticle, 'texts'> {
  readonly texts: Readonly<Record<UiLanguage, ArticleText>>;
}

/** The other languages' versions, each written from the English (zh-Hant derived from zh-Hans by OpenCC). */
const TRANSLATIONS: Readonly<Record<Exclude<UiLanguage, 'zh-Hans' | 'en'>, ArticleTranslations>> = {
  'zh-Hant': zhHant,
  ja,
  ko,
  fr,
  es,
  de,
  pt,
  ru,
  it,
};

function inEveryLanguage(article: SeedArticle): LaunchArticle {
  const translated = Object.entries(TRANSLATIONS).map(([language, table]) => {
    const text = table[article.slug];
    if (!text) throw new Error(`launch article ${article.slug} has no ${language} text`);
    return [language, text] as const;
  });
  return { ...article, texts: { ...article.texts, ...Object.fromEntries(translated) } as LaunchArticle['texts'] };
}

/** The launch articles, oldest first, each in every interface language. */
export const SEED_ARTICLES: readonly LaunchArticle[] = AUTHORED_ARTICLES.map(inEveryLanguage);
