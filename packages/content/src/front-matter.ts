/**
 * The articles' files: Markdown whose front matter gives each field as a quoted one-line YAML
 * string, then a blank line and the body.
 *
 *   ---
 *   title: 'How to Ask Tarot a Good Question'
 *   summary: 'The same cards can feel vague …'
 *   ---
 *
 *   Most people start with …
 *
 * Values are quoted as Prettier quotes them, so the repository's formatter leaves the files
 * alone: in single quotes ('' for a quote inside), or in double quotes with JSON's escapes when
 * that needs fewer. Only these forms are read: a value written any other way is refused with
 * its line, rather than read as YAML might read it.
 */
const FENCE = '---';

export interface FrontMatterFile {
  readonly fields: Readonly<Record<string, string>>;
  readonly body: string;
}

const unquote = (quoted: string): string =>
  quoted.startsWith("'") ? quoted.slice(1, -1).replaceAll("''", "'") : (JSON.parse(quoted) as string);

/** Single quotes unless the value holds more of them than of double quotes (Prettier's choice). */
function quote(value: string): string {
  const count = (mark: string) => value.split(mark).length - 1;
  return count("'") > count('"') ? JSON.stringify(value) : `'${value.replaceAll("'", "''")}'`;
}

export function parseFrontMatter(source: string, name: string): FrontMatterFile {
  const lines = source.split('\n');
  const end = lines.indexOf(FENCE, 1);
  if (lines[0] !== FENCE || end < 0) throw new Error(`${name}: no front matter between --- lines`);
  const fields = Object.fromEntries(
    lines.slice(1, end).map((line, index) => {
      const match = /^(\w+): ('(?:[^']|'')*'|".*")$/.exec(line);
      if (!match) throw new Error(`${name}:${index + 2}: not a field: '…' line`);
      return [match[1]!, unquote(match[2]!)];
    }),
  );
  if (lines[end + 1] !== '' || lines.at(-1) !== '')
    throw new Error(`${name}: the body is set off by one blank line and ends the file with a newline`);
  return { fields, body: lines.slice(end + 2, -1).join('\n') };
}

export function formatFrontMatter({ fields, body }: FrontMatterFile): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${quote(value)}`);
  return [FENCE, ...lines, FENCE, '', body, ''].join('\n');
}
