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
import * as prettier from 'prettier';
import { nameTable, type CardNameParts } from '@tarot/core/tarot/card-texts';
import { CONTENT_LANGUAGES, SUITS, type CardNameTable, type ContentLanguage } from '@tarot/core/tarot/types';
import { FILE_SCHEMAS } from '../src/file-schemas';
import type { ContentFile, ContentFiles } from '../src/files';
import { formatFrontMatter, parseFrontMatter } from '../src/front-matter';
import { articleSchema, type ArticleText } from '../src/schemas/articles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const core = path.join(root, 'packages/core/src');
const server = path.join(root, 'apps/server/src');
const tree = path.join(root, 'packages/content/texts');

/** A module by its path, as tsx runs it; the paths are built, so nothing here names a deleted file. */
const load = async (file: string, from = core): Promise<Record<string, unknown>> =>
  (await import(pathToFileURL(path.join(from, file)).href)) as Record<string, unknown>;

/** The file checked against its schema and laid out as the repository's Prettier lays out JSON. */
async function write<F extends ContentFile>(language: ContentLanguage, file: F, value: ContentFiles[F]): Promise<void> {
  const checked = FILE_SCHEMAS[file].parse(value);
  const target = path.join(tree, language, `${file}.json`);
  mkdirSync(path.dirname(target), { recursive: true });
  const options = { ...(await prettier.resolveConfig(target)), filepath: target };
  writeFileSync(target, await prettier.format(JSON.stringify(checked, null, 2), options));
}

const remove = (...files: string[]) => {
  for (const file of files) rmSync(path.join(core, file), { recursive: true });
};
const removeFromServer = (...files: string[]) => {
  for (const file of files) rmSync(path.join(server, file), { recursive: true });
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
    await write(language, 'tarot/names', parts);

    const suits = await Promise.all(
      ['major', ...SUITS].map(async (part) => (await load(`tarot/content/${language}/${part}.ts`))[part] as object),
    );
    await write(language, 'tarot/cards', Object.assign({}, ...suits));
    await write(language, 'tarot/reading', (await load(`tarot/reading/texts/${language}.ts`)).texts as never);
  }
  remove('tarot/content', 'tarot/reading/texts', 'tarot/reading/load-texts.ts');
}

async function moveBazi(): Promise<void> {
  for (const language of CONTENT_LANGUAGES)
    await write(language, 'bazi/reading', (await load(`calendar/bazi/reading/texts/${language}.ts`)).texts as never);
  remove('calendar/bazi/reading/texts', 'calendar/bazi/reading/content.ts');
}

/** A language's index module joins its stars' texts in; the file holds both. */
async function moveZiwei(): Promise<void> {
  for (const language of CONTENT_LANGUAGES)
    await write(
      language,
      'ziwei/reading',
      (await load(`calendar/ziwei-reading/content/${language}/index.ts`)).texts as never,
    );
  remove('calendar/ziwei-reading/content');
}

/**
 * Each launch article in each language becomes texts/<language>/articles/<slug>.md; what is
 * the same in every language (category, date) stays with the seed list in the server, which
 * this prints to be written there.
 */
async function moveArticles(): Promise<void> {
  const { SEED_ARTICLES } = (await load('modules/articles/content/index.ts', server)) as {
    SEED_ARTICLES: readonly {
      slug: string;
      category: string;
      publishedAt: string;
      texts: Record<string, ArticleText>;
    }[];
  };
  for (const { slug, texts } of SEED_ARTICLES)
    for (const language of CONTENT_LANGUAGES) {
      const { body, ...fields } = articleSchema.parse(texts[language]);
      const file = formatFrontMatter({ fields, body });
      const read = parseFrontMatter(file, slug);
      if (!isDeepStrictEqual({ ...read.fields, body: read.body }, texts[language]))
        throw new Error(`${language}/${slug}`);
      const target = path.join(tree, language, 'articles', `${slug}.md`);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file);
    }
  console.log(SEED_ARTICLES.map(({ slug, category, publishedAt }) => ({ slug, category, publishedAt })));
  removeFromServer(
    ...['almanac', 'authored', 'bazi', 'culture', 'seed-article', 'tarot', 'ziwei'].map(
      (file) => `modules/articles/content/${file}.ts`,
    ),
    'modules/articles/content/translations',
  );
}

/** The catalogue module stays, to read the tree; the languages' modules and their shape go. */
async function moveNotifications(): Promise<void> {
  const { notificationTexts } = (await load('modules/notifications/texts/catalogue.ts', server)) as {
    notificationTexts: (language: ContentLanguage) => ContentFiles['notifications/messages'];
  };
  for (const language of CONTENT_LANGUAGES)
    await write(language, 'notifications/messages', notificationTexts(language));
  removeFromServer(
    ...[...CONTENT_LANGUAGES.map((language) => language.toLowerCase()), 'notification-texts'].map(
      (file) => `modules/notifications/texts/${file}.ts`,
    ),
  );
}

const DOMAINS: Readonly<Record<string, () => Promise<void>>> = {
  tarot: moveTarot,
  bazi: moveBazi,
  ziwei: moveZiwei,
  articles: moveArticles,
  notifications: moveNotifications,
};

const domain = process.argv[2] ?? '';
const move = DOMAINS[domain];
if (!move) throw new Error(`usage: move-to-tree.ts <${Object.keys(DOMAINS).join('|')}>`);
await move();
console.log(`${domain}: moved into packages/content/texts`);
