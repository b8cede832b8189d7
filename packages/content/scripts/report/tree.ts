import { existsSync, readFileSync } from 'node:fs';
import { simplifiedOnlyCharacters } from '@tarot/core/glossary/simplified-only';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@tarot/core/tarot/types';
import { LAUNCH_ARTICLES } from '../../src/articles';
import { FILE_SCHEMAS } from '../../src/file-schemas';
import { parseFrontMatter } from '../../src/front-matter';
import { TEXTS_DIR } from '../../src/server/read-texts';
import { compare, entriesOf, type Entries, type Findings } from './entries';

/** The language every other one must cover: each domain was first written in Simplified Chinese. */
export const REFERENCE: ContentLanguage = 'zh-Hans';

/**
 * A language's texts by file (`tarot/cards`, `articles/<slug>`), read as they lie, without the
 * schemas: a file the schemas would refuse still shows what it lacks. A missing file is undefined.
 */
function textsOf(language: ContentLanguage): Map<string, Entries | undefined> {
  const read = (path: string, parse: (source: string) => unknown) => {
    const url = new URL(`${language}/${path}`, TEXTS_DIR);
    return existsSync(url) ? entriesOf(parse(readFileSync(url, 'utf8'))) : undefined;
  };
  const files = new Map<string, Entries | undefined>();
  for (const file of Object.keys(FILE_SCHEMAS)) files.set(file, read(`${file}.json`, JSON.parse));
  for (const { slug } of LAUNCH_ARTICLES) {
    const path = `articles/${slug}.md`;
    files.set(
      `articles/${slug}`,
      read(path, (source) => {
        const { fields, body } = parseFrontMatter(source, `${language}/${path}`);
        return { ...fields, body };
      }),
    );
  }
  return files;
}

/** Per language, per file: what it lacks of the reference and what it has not yet translated. */
export function treeFindings(): Map<ContentLanguage, Map<string, Findings>> {
  const simplifiedOnly = simplifiedOnlyCharacters();
  const reference = textsOf(REFERENCE);
  const english = textsOf('en');
  return new Map(
    CONTENT_LANGUAGES.map((language) => {
      const own = language === REFERENCE ? reference : textsOf(language);
      const findings = [...reference].map(([file, entries]) => {
        const languages = {
          language,
          reference: entries ?? new Map<string, string>(),
          english: english.get(file) ?? new Map<string, string>(),
          own: own.get(file),
        };
        return [file, compare(languages, simplifiedOnly)] as const;
      });
      return [language, new Map(findings)] as const;
    }),
  );
}
