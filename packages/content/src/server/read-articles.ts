import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContentLanguage } from '@tarot/core/tarot/types';
import { parseFrontMatter } from '../front-matter';
import { articleSchema, type ArticleText } from '../schemas/articles';
import { TEXTS_DIR } from './read-texts';

const read = new Map<ContentLanguage, Readonly<Record<string, ArticleText>>>();

/**
 * Every launch article written in a language (texts/<language>/articles/<slug>.md), by slug,
 * each checked against its schema; read once, as readTexts reads the JSON files.
 */
export function readArticles(language: ContentLanguage): Readonly<Record<string, ArticleText>> {
  let articles = read.get(language);
  if (!articles) {
    const folder = new URL(`${language}/articles/`, TEXTS_DIR);
    articles = Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.md'))
        .map((file) => {
          const name = `texts/${language}/articles/${file}`;
          const { fields, body } = parseFrontMatter(readFileSync(new URL(file, folder), 'utf8'), name);
          const parsed = articleSchema.safeParse({ ...fields, body });
          if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
          return [file.slice(0, -'.md'.length), parsed.data];
        }),
    );
    read.set(language, articles);
  }
  return articles;
}
