import { textOf, type ZiweiTexts } from '@tarot/core/calendar/ziwei-reading/texts';

/** A reading's codes as paragraphs; a code without a text is skipped (texts.test.ts keeps that from happening). */
export function ReadingTexts({ texts, codes }: { texts: ZiweiTexts; codes: readonly string[] }) {
  return codes.map((code) => {
    const text = textOf(texts, code);
    return text ? <p key={code}>{text}</p> : null;
  });
}
