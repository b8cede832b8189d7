import { describe, expect, it } from 'vitest';
import { formatFrontMatter, parseFrontMatter } from '../src/front-matter';

const article = {
  fields: { title: 'Ask “well”: a "good" question', summary: "It's one line, isn't it", note: '一句话' },
  body: 'One.\n\nTwo.',
};

describe('front matter', () => {
  it('quotes each field as Prettier would and reads back exactly what it wrote', () => {
    const file = formatFrontMatter(article);
    expect(file).toBe(
      `---\ntitle: 'Ask “well”: a "good" question'\nsummary: "It's one line, isn't it"\nnote: '一句话'\n---\n\nOne.\n\nTwo.\n`,
    );
    expect(parseFrontMatter(file, 'a.md')).toEqual(article);
    expect(parseFrontMatter(`---\ntitle: 'It''s'\n---\n\nB\n`, 'a.md').fields.title).toBe("It's");
  });

  it('refuses a file without front matter, a field not quoted, or a body not set off', () => {
    expect(() => parseFrontMatter('title: "x"\n', 'a.md')).toThrow('a.md: no front matter');
    expect(() => parseFrontMatter('---\ntitle: plain words\n---\n\nBody\n', 'a.md')).toThrow('a.md:2');
    expect(() => parseFrontMatter(`---\ntitle: 'it's'\n---\n\nBody\n`, 'a.md')).toThrow('a.md:2');
    expect(() => parseFrontMatter('---\ntitle: "x"\n---\nBody\n', 'a.md')).toThrow('one blank line');
    expect(() => parseFrontMatter('---\ntitle: "x"\n---\n\nBody', 'a.md')).toThrow('newline');
  });
});
