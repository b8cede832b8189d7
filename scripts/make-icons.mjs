// Renders the home-screen icons from apps/web/public/icon.svg (run after changing the SVG).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const sharp = require('sharp');
const publicDir = new URL('../apps/web/public/', import.meta.url);
const svg = await readFile(new URL('icon.svg', publicDir));

for (const size of [192, 512]) {
  await sharp(svg, { density: 300 })
    .resize(size, size)
    .png()
    .toFile(new URL(`icon-${size}.png`, publicDir).pathname);
}
// Maskable: the artwork inside the 80 % safe zone on the brand colour.
const inner = await sharp(svg, { density: 300 }).resize(400, 400).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#6831FF' } })
  .composite([{ input: inner, left: 56, top: 56 }])
  .png()
  .toFile(new URL('icon-maskable-512.png', publicDir).pathname);
console.log('icons written');
