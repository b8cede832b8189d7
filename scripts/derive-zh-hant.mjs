/**
 * Derives the Traditional Chinese tarot content and launch articles from the Simplified
 * originals with OpenCC (Taiwan standard characters). Run after changing zh-Hans content,
 * then read the result through: OpenCC converts characters and common words, not style.
 *
 *   npx tsx scripts/derive-zh-hant.mjs
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = path.join(root, 'packages/core/src/tarot/content');
const characters = OpenCC.Converter({ from: 'cn', to: 'tw' });
/**
 * Taiwanese word choices applied after the character conversion. OpenCC's own phrase
 * table ('twp') also turns 支持 into 支援, which is wrong for emotional support.
 */
const words = OpenCC.CustomConverter([
  ['信息', '訊息'],
  ['網絡', '網路'],
  ['視頻', '影片'],
  ['軟件', '軟體'],
  ['質量', '品質'],
  ['計劃', '計畫'],
  ['短信', '簡訊'],
  ['屏幕', '螢幕'],
]);
const toTraditional = (text) => words(characters(text));

for (const file of readdirSync(path.join(content, 'zh-Hans'))) {
  if (file === 'index.ts') continue;
  const source = readFileSync(path.join(content, 'zh-Hans', file), 'utf8');
  // Only string literals change; identifiers and ids stay as they are.
  const converted = source.replace(/'(?:[^'\\]|\\.)*'/g, (literal) => toTraditional(literal));
  writeFileSync(path.join(content, 'zh-Hant', file), converted);
  console.log(`zh-Hant/${file}`);
}

// The launch articles are TypeScript data: tsx lets this script import them.
const { AUTHORED_ARTICLES } = await import('../apps/server/src/modules/articles/content/authored.ts');
const articles = Object.fromEntries(
  AUTHORED_ARTICLES.map(({ slug, texts }) => [
    slug,
    Object.fromEntries(Object.entries(texts['zh-Hans']).map(([field, text]) => [field, toTraditional(text)])),
  ]),
);
const articlesFile = path.join(root, 'apps/server/src/modules/articles/content/translations/zh-Hant.ts');
writeFileSync(
  articlesFile,
  `// Derived from the Simplified originals by scripts/derive-zh-hant.mjs (OpenCC, Taiwan usage): edit those, then run it.
import type { ArticleTranslations } from './translation';

export const translations: ArticleTranslations = ${JSON.stringify(articles, null, 2)};
`,
);
console.log(path.relative(root, articlesFile));
