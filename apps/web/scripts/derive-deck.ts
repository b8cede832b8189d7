/**
 * Derives, once, the files the app serves for the 1909 Rider–Waite–Smith deck from the source
 * scans (800 px JPEGs, `../shared/deck/rws-1909/` beside the checkout, or the folder given as the
 * first argument), into `apps/web/public/decks/rws-1909/`, where they are committed: nothing is
 * encoded at start-up or in CI. Run again only when the scans or these settings change, and then
 * give the folder a new name, because the files are served as never changing (docs/decisions/0023).
 *
 *   npm run deck:derive [-- <folder of scans>]
 *
 * Writes per card `<card id>-<width>.webp` at each of FACE_WIDTHS, cut to the app's card shape,
 * and one `placeholders.webp`: every card a few pixels wide, side by side in the deck's order,
 * which the page stretches into a blurred stand-in while a face loads.
 */
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DECK } from '@tarot/core/tarot/deck';
import { FACE_WIDTHS, FACE_RATIO, PLACEHOLDER_TILE, RWS_FOLDER } from '../src/shared/cards/rws-files';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const source = path.resolve(process.argv[2] ?? path.join(webRoot, '../../../shared/deck/rws-1909'));
const target = path.join(webRoot, 'public', RWS_FOLDER);

/** The scans are printed halftone on textured paper: a 3 px median before scaling drops that
 * grain, which WebP would otherwise spend a third of its bytes on, and keeps the line work. */
const prepared = (file: string) => sharp(file).median(3);

async function sourceFor(files: readonly string[], id: string): Promise<string> {
  const match = files.filter((file) => file.startsWith(`${id}-`) && file.endsWith('.jpg'));
  if (match.length !== 1) throw new Error(`expected one scan named ${id}-….jpg in ${source}, found ${match.length}`);
  return path.join(source, match[0]!);
}

async function main(): Promise<void> {
  const files = await readdir(source);
  const scans = await Promise.all(DECK.map((card) => sourceFor(files, card.id)));
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });

  const bytes = new Map<number, number>(FACE_WIDTHS.map((width) => [width, 0]));
  for (const [index, card] of DECK.entries()) {
    for (const width of FACE_WIDTHS) {
      const file = path.join(target, `${card.id}-${width}.webp`);
      await prepared(scans[index]!)
        .resize(width, Math.round(width * FACE_RATIO), { fit: 'cover' })
        .webp({ quality: 75, effort: 6 })
        .toFile(file);
      bytes.set(width, bytes.get(width)! + (await stat(file)).size);
    }
  }

  // Each tile carries a one-pixel copy of its own edge, so a stretched tile never shows its neighbour.
  const { width: tileWidth, height: tileHeight, columns } = PLACEHOLDER_TILE;
  const tiles = await Promise.all(
    scans.map((scan) =>
      sharp(scan)
        .resize(tileWidth, tileHeight, { fit: 'cover' })
        .extend({ top: 1, bottom: 1, left: 1, right: 1, extendWith: 'copy' })
        .toBuffer(),
    ),
  );
  const rows = Math.ceil(tiles.length / columns);
  const placeholders = path.join(target, 'placeholders.webp');
  await sharp({
    create: { width: columns * (tileWidth + 2), height: rows * (tileHeight + 2), channels: 3, background: '#000' },
  })
    .composite(
      tiles.map((input, index) => ({
        input,
        left: (index % columns) * (tileWidth + 2),
        top: Math.floor(index / columns) * (tileHeight + 2),
      })),
    )
    .webp({ quality: 60 })
    .toFile(placeholders);

  for (const provenance of ['SOURCES.tsv'])
    await copyFile(path.join(source, provenance), path.join(target, provenance));
  for (const [width, total] of bytes) {
    console.log(`${width} px: ${(total / DECK.length / 1024).toFixed(1)} KB a card on average`);
  }
  console.log(`placeholders: ${((await stat(placeholders)).size / 1024).toFixed(1)} KB; written to ${target}`);
}

await main();
