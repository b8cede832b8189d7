/**
 * What content:report compares: every text of a file as a flat list of entries, and per
 * language the entries the reference language has and this one lacks (missing) or still
 * holds in the words of another language (untranslated).
 */

/** A text's place in its file (`major-00.areas.love.upright`) and the text; a list is one entry. */
export type Entries = ReadonlyMap<string, string>;

export function entriesOf(value: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') entries.set(path, node);
    else if (Array.isArray(node)) entries.set(path, node.join(' | '));
    else if (typeof node === 'object' && node !== null)
      for (const [key, inner] of Object.entries(node)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(value, prefix);
  return entries;
}

/** The languages a text may be written in, and what an untranslated one would still show. */
export interface Languages {
  readonly language: string;
  /** The original every language must cover (zh-Hans). */
  readonly reference: Entries;
  /** The English, from which the languages other than Chinese were written. */
  readonly english: Entries;
  readonly own: Entries | undefined;
}

const HAN = /\p{Script=Han}/u;
/** Words a reader would read: a text with placeholders, numbers and punctuation taken out. */
const words = (text: string) => text.replace(/\{\{?\w+\}?\}/g, '').replace(/[^\p{L}]/gu, '');

/**
 * Whether `text` is still another language's, where this language's would differ: zh-Hant
 * holding a character only Simplified writes, or another language repeating the English or
 * the Chinese word for word (a name or term shorter than four letters may well be the same).
 */
function untranslated(
  text: string,
  path: string,
  { language, reference, english }: Languages,
  simplifiedOnly: ReadonlySet<string>,
) {
  if (language === 'zh-Hans') return false;
  if (language === 'zh-Hant') return text === reference.get(path) && [...text].some((char) => simplifiedOnly.has(char));
  if (words(text).length < 4) return false;
  if (language !== 'en' && text === english.get(path)) return true;
  return language !== 'ja' && text === reference.get(path) && HAN.test(text);
}

export interface Findings {
  /** Places the reference has a text and this language has none. */
  readonly missing: readonly string[];
  /** Places whose text is still another language's, with that text. */
  readonly untranslated: readonly { readonly path: string; readonly text: string }[];
}

export function compare(languages: Languages, simplifiedOnly: ReadonlySet<string>): Findings {
  const { reference, own } = languages;
  const missing: string[] = [];
  const stale: { path: string; text: string }[] = [];
  for (const [path, original] of reference) {
    const text = own?.get(path);
    if (text === undefined || (text.trim() === '' && original.trim() !== '')) missing.push(path);
    else if (untranslated(text, path, languages, simplifiedOnly)) stale.push({ path, text });
  }
  return { missing, untranslated: stale };
}
