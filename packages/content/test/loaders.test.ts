import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '@tarot/core/tarot/types';
import { FILE_SCHEMAS } from '../src/file-schemas';
import type { ContentFile } from '../src/files';
import { readTexts } from '../src/server/read-texts';
import { lazyTexts, type JsonModule } from '../src/web/lazy-texts';

/** Every file of the tree the way the web bundle fetches it. */
const ALL_FILES = import.meta.glob<JsonModule>('./*/*/*.json', { base: '../texts' });
const FILES = Object.keys(FILE_SCHEMAS) as ContentFile[];

describe('the two loaders', () => {
  it.each(FILES)('read the same %s in every language, the server checking it against its schema', async (file) => {
    const web = lazyTexts(ALL_FILES, file);
    for (const language of CONTENT_LANGUAGES) expect(readTexts(file, language), language).toEqual(await web(language));
  });

  it('name the file and the language they lack', async () => {
    await expect(lazyTexts(ALL_FILES, 'tarot/cards')('xx' as never)).rejects.toThrow('no tarot/cards texts in xx');
    expect(() => readTexts('tarot/cards', 'xx' as never)).toThrow('xx/tarot/cards.json');
  });
});
