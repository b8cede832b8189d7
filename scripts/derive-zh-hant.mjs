/**
 * Derives the Traditional Chinese tarot and 星座 content and launch articles from the Simplified
 * originals with OpenCC (Taiwan standard characters). Run after changing zh-Hans content,
 * then read the result through: OpenCC converts characters and common words, not style.
 *
 *   npx tsx scripts/derive-zh-hant.mjs
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tree = path.join(root, 'packages/content/texts');
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

/** The same value with every string in it converted (keys are ids and stay as they are). */
const converted = (value) =>
  typeof value === 'string'
    ? toTraditional(value)
    : Array.isArray(value)
      ? value.map(converted)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, converted(inner)]))
        : value;

for (const file of ['tarot/names.json', 'tarot/cards.json', 'astrology/reading.json']) {
  const source = JSON.parse(readFileSync(path.join(tree, 'zh-Hans', file), 'utf8'));
  const target = path.join(tree, 'zh-Hant', file);
  const options = { ...(await prettier.resolveConfig(target)), filepath: target };
  writeFileSync(target, await prettier.format(JSON.stringify(converted(source), null, 2), options));
  console.log(`zh-Hant/${file}`);
}

// The launch articles are Markdown with front matter: tsx lets this script read them with the tree's own parser.
const { formatFrontMatter, parseFrontMatter } = await import('../packages/content/src/front-matter.ts');
for (const file of readdirSync(path.join(tree, 'zh-Hans/articles'))) {
  const { fields, body } = parseFrontMatter(readFileSync(path.join(tree, 'zh-Hans/articles', file), 'utf8'), file);
  writeFileSync(
    path.join(tree, 'zh-Hant/articles', file),
    formatFrontMatter({ fields: converted(fields), body: converted(body) }),
  );
  console.log(`zh-Hant/articles/${file}`);
}
