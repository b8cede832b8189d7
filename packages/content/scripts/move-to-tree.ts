/**
 * Moves one domain's texts out of TypeScript into the content tree (issue #27):
 *
 *   npx tsx packages/content/scripts/move-to-tree.ts <domain>
 *
 * It loads each language's old modules as the product did, checks what they hold against the
 * tree's schema, writes texts/<language>/<file>.json and deletes the modules. Each domain
 * moved once, in the commit that carries this script's part for it (docs/decisions/0020);
 * afterwards the modules it reads are gone, so it is kept as the record of how, not to run.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { nameTable, type CardNameParts } from '@tarot/core/tarot/card-texts';
import { CONTENT_LANGUAGES, SUITS, type CardNameTable, type ContentLanguage } from '@tarot/core/tarot/types';
import { FILE_SCHEMAS } from '../src/file-schemas';
import type { ContentFile, ContentFiles } from '../src/files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const core = path.join(root, 'packages/core/src');
const tree = path.join(root, 'packages/content/texts');

/** A module by its path, as tsx runs it; the paths are built, so nothing here names a deleted file. */
const load = async (file: string): Promise<Record<string, unknown>> =>
  (await import(pathToFileURL(path.join(core, file)).href)) as Record<string, unknown>;

function write<F extends ContentFile>(language: ContentLanguage, file: F, value: ContentFiles[F]): void {
  const checked = FILE_SCHEMAS[file].parse(value);
  const target = path.join(tree, language, `${file}.json`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(checked, null, 2)}\n`);
}

const remove = (...files: string[]) => {
  for (const file of files) rmSync(path.join(core, file), { recursive: true });
};

/** The longest start (or end) every name shares: a suit's word where it comes first (last). */
function shared(names: readonly string[], from: 'start' | 'end'): string {
  const flip = (text: string) => (from === 'start' ? text : [...text].reverse().join(''));
  const [first, ...rest] = names.map(flip);
  let length = 0;
  while (length < first!.length && rest.every((name) => name[length] === first![length])) length += 1;
  return flip(first!.slice(0, length));
}

/** The three languages that spelled out all 78 names, and how each joins a rank to a suit. */
const SPELLED_OUT: Partial<Record<ContentLanguage, string>> = {
  en: '{rank} of {suit}',
  'zh-Hans': '{suit}{rank}',
  'zh-Hant': '{suit}{rank}',
};

/** A spelled-out table's parts: each suit's word is what all its fourteen names share. */
function partsOf(names: CardNameTable, minor: string): CardNameParts {
  const suitFirst = minor.startsWith('{suit}');
  const gap = minor.replace('{rank}', '').replace('{suit}', '');
  const ofSuit = (suit: string) =>
    Array.from({ length: 14 }, (_, i) => names[`${suit}-${String(i + 1).padStart(2, '0')}`]!);
  const words = SUITS.map((suit) => shared(ofSuit(suit), suitFirst ? 'start' : 'end'));
  const ranks = ofSuit(SUITS[0]).map((name) =>
    suitFirst ? name.slice(words[0]!.length) : name.slice(0, -words[0]!.length),
  );
  return {
    majors: Array.from({ length: 22 }, (_, i) => names[`major-${String(i).padStart(2, '0')}`]!) as never,
    ranks: ranks as never,
    suits: Object.fromEntries(
      SUITS.map((suit, i) => [suit, suitFirst ? words[i] : words[i]!.slice(gap.length)]),
    ) as never,
    minor,
  };
}

/**
 * The other languages built their names with nameTable and a joining function: the same
 * module, with nameTable handing back what it was given, yields the parts, and the function
 * called with the placeholders yields the joining as a template.
 */
async function declaredParts(language: ContentLanguage): Promise<CardNameParts> {
  const source = path.join(core, `tarot/content/${language}/names.ts`);
  const probe = path.join(core, `tarot/content/${language}/names-parts.ts`);
  writeFileSync(
    probe,
    readFileSync(source, 'utf8').replace(
      /import \{ nameTable \} from '\.\.\/name-table';/,
      'const nameTable = (parts: unknown) => parts;',
    ),
  );
  try {
    const { names } = (await import(pathToFileURL(probe).href)) as {
      names: Omit<CardNameParts, 'minor'> & { minor: (rank: string, suit: string) => string };
    };
    return { ...names, minor: names.minor('{rank}', '{suit}') };
  } finally {
    rmSync(probe);
  }
}

async function moveTarot(): Promise<void> {
  for (const language of CONTENT_LANGUAGES) {
    const { names } = (await load(`tarot/content/${language}/names.ts`)) as { names: CardNameTable };
    const spelled = SPELLED_OUT[language];
    const parts = spelled ? partsOf(names, spelled) : await declaredParts(language);
    if (!isDeepStrictEqual(nameTable(parts), names)) throw new Error(`${language}: the parts do not give the names`);
    write(language, 'tarot/names', parts);

    const suits = await Promise.all(
      ['major', ...SUITS].map(async (part) => (await load(`tarot/content/${language}/${part}.ts`))[part] as object),
    );
    write(language, 'tarot/cards', Object.assign({}, ...suits));
    write(language, 'tarot/reading', (await load(`tarot/reading/texts/${language}.ts`)).texts as never);
  }
  remove('tarot/content', 'tarot/reading/texts', 'tarot/reading/load-texts.ts');
}

async function moveBazi(): Promise<void> {
  for (const language of CONTENT_LANGUAGES)
    write(language, 'bazi/reading', (await load(`calendar/bazi/reading/texts/${language}.ts`)).texts as never);
  remove('calendar/bazi/reading/texts', 'calendar/bazi/reading/content.ts');
}

/** A language's index module joins its stars' texts in; the file holds both. */
async function moveZiwei(): Promise<void> {
  for (const language of CONTENT_LANGUAGES)
    write(
      language,
      'ziwei/reading',
      (await load(`calendar/ziwei-reading/content/${language}/index.ts`)).texts as never,
    );
  remove('calendar/ziwei-reading/content');
}

const DOMAINS: Readonly<Record<string, () => Promise<void>>> = { tarot: moveTarot, bazi: moveBazi, ziwei: moveZiwei };

const domain = process.argv[2] ?? '';
const move = DOMAINS[domain];
if (!move) throw new Error(`usage: move-to-tree.ts <${Object.keys(DOMAINS).join('|')}>`);
await move();
console.log(`${domain}: moved into packages/content/texts`);
