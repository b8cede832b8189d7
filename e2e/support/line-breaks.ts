/**
 * Where the browser really broke the lines of a page's text, read from the characters' boxes:
 * for each block (the nearest ancestor that is not inline), its lines, and each break with
 * the characters either side of it and whether a space stood there. Runs in the page, so it is
 * one self-contained function.
 */
export interface LineBreak {
  /** The last character of a line and the first of the next. */
  readonly before: string;
  readonly after: string;
  /** True when the source had white space at the break: the line broke between words. */
  readonly atSpace: boolean;
}

export interface BlockLines {
  /** The block's tag and its text's start, to find it in a failure message. */
  readonly where: string;
  readonly lines: readonly string[];
  readonly breaks: readonly LineBreak[];
}

export function linesOfBlocks(): BlockLines[] {
  interface Glyph {
    readonly text: string;
    readonly top: number;
    readonly bottom: number;
    readonly spaceBefore: boolean;
  }
  const blockOf = (element: Element): Element => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const display = getComputedStyle(at).display;
      if (!display.startsWith('inline') && display !== 'contents') return at;
    }
    return document.body;
  };
  const glyphs = new Map<Element, Glyph[]>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || !text.trim() || parent.closest('script, style, noscript, template') || !parent.checkVisibility()) {
      continue;
    }
    const block = blockOf(parent);
    const list = glyphs.get(block) ?? [];
    glyphs.set(block, list);
    let space = list.length > 0; // separate text nodes of one block may meet at a tag, not a space
    let offset = 0;
    for (const character of text) {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + character.length);
      offset += character.length;
      if (/\s/.test(character)) {
        space = true;
        continue;
      }
      const box = range.getClientRects()[0];
      if (!box || box.width === 0) continue;
      list.push({ text: character, top: box.top, bottom: box.bottom, spaceBefore: space });
      space = false;
    }
  }

  const blocks: BlockLines[] = [];
  for (const [block, list] of glyphs) {
    if (list.length === 0) continue;
    const lines: string[] = [list[0]!.text];
    const breaks: LineBreak[] = [];
    for (let i = 1; i < list.length; i += 1) {
      const [previous, glyph] = [list[i - 1]!, list[i]!];
      // Below the previous character's middle: the next line (a smaller or larger inline still overlaps).
      if (glyph.top >= (previous.top + previous.bottom) / 2) {
        breaks.push({ before: previous.text, after: glyph.text, atSpace: glyph.spaceBefore });
        lines.push(glyph.text);
      } else {
        lines[lines.length - 1] += (glyph.spaceBefore ? ' ' : '') + glyph.text;
      }
    }
    const where = `${block.tagName.toLowerCase()} «${lines.join(' ').slice(0, 30)}»`;
    blocks.push({ where, lines, breaks });
  }
  return blocks;
}
