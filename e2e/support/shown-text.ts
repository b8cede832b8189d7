/**
 * What a page shows a reader, for the language check (languages.e2e.ts): the text of every
 * visible text node, the labels a screen reader reads (aria-label, alt, title,
 * placeholder) and the document title.
 */
import type { Page } from 'playwright-core';

export interface ShownText {
  readonly text: string;
  /**
   * True for a chart glyph shown with its translation beside it: a text inside an element
   * marked `data-glyph` that is one or two Han characters, whose parent also holds text in
   * another script. Only such a glyph may stay Chinese in a language that does not read it.
   */
  readonly glyphWithTranslation: boolean;
}

export function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const han = /\p{Script=Han}/u;
    const otherLetter = /(?!\p{Script=Han})\p{L}/u;
    const glyphWithTranslation = (glyph: Element): boolean => {
      const text = glyph.textContent?.trim() ?? '';
      const beside = (glyph.parentElement?.textContent ?? '').replace(glyph.textContent ?? '', '');
      return /^\p{Script=Han}{1,2}$/u.test(text) && otherLetter.test(beside);
    };
    const hidden = (element: Element) =>
      element.closest('script, style, noscript, template') !== null || !element.checkVisibility();

    const texts: { text: string; glyphWithTranslation: boolean }[] = [
      { text: document.title, glyphWithTranslation: false },
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !text || hidden(element)) continue;
      const glyph = han.test(text) ? element.closest('[data-glyph]') : null;
      texts.push({ text, glyphWithTranslation: glyph !== null && glyphWithTranslation(glyph) });
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))) {
      if (hidden(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push({ text, glyphWithTranslation: false });
      }
    }
    return texts;
  });
}
