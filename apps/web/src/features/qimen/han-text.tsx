/**
 * A line of a reading whose terms keep their Chinese beside them ("Open Door (开门)"): each run
 * of characters is marked as a chart glyph (`data-glyph`, `lang`), so it is drawn in a Chinese
 * font and known for a glyph shown with its translation.
 */
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import { readsCharacters } from '@tarot/core/qimen/reading/render';

const HAN_RUN = /(\p{Script=Han}+)/u;

export function HanText({ text, language }: { text: string; language: TermLanguage }) {
  // Chinese and Japanese read the whole line in characters: nothing to mark.
  if (readsCharacters(language)) return <>{text}</>;
  return (
    <>
      {text.split(HAN_RUN).map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} data-glyph="" lang="zh-Hans">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
