/**
 * Derives the Traditional Chinese tarot content from the Simplified originals with OpenCC
 * (Taiwan standard characters). Run after changing zh-Hans content, then read the result
 * through: OpenCC converts characters and common words, not style.
 *
 *   node scripts/derive-zh-hant.mjs
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
