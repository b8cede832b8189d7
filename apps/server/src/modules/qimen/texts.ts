import { readFileSync } from 'node:fs';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import type { QimenTexts } from '@tarot/core/qimen/reading/texts';

/**
 * The 奇门 reading texts of the content tree, read once per language. The compiled server
 * rewrites import.meta.url to this source file's place, so it reads the same folder. The
 * files are checked against their schema in CI (packages/content/test/qimen-texts.test.ts).
 */
const TEXTS_DIR = new URL('../../../../../packages/content/texts/', import.meta.url);

const read = new Map<TermLanguage, QimenTexts>();

export function qimenTexts(language: TermLanguage): QimenTexts {
  let texts = read.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`${language}/qimen/reading.json`, TEXTS_DIR), 'utf8')) as QimenTexts;
    read.set(language, texts);
  }
  return texts;
}
