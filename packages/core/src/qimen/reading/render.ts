/**
 * A reading in words: each note's code looked up in one language's texts and its terms
 * quoted in. Outside Chinese and Japanese a term keeps its Chinese name beside it
 * ("Life Door (生门)"), as the 八字 pages keep the characters a chart is read from. Stems
 * are named by the calendar glossary, the rest by the 奇门 texts.
 */
import { CYCLE_GLOSSARY } from '../../glossary/cycle-glossary';
import { renderingOf, type TermLanguage } from '../../glossary/renderings';
import { SOLAR_TERMS } from '../../glossary/sky';
import { term } from '../../glossary/term';
import type { QimenPattern } from '../patterns/detect';
import { TRIGRAMS, type Door, type God, type PalaceNumber, type Star, type Stem } from '../symbols';
import type { QimenReadingFacts, ReadingNote, Tone } from './facts';
import type { QuestionKind } from './question';
import type { LineCode, QimenTexts } from './texts';

export interface RenderedLine {
  readonly code: string;
  readonly text: string;
}

export interface RenderedPattern extends QimenPattern {
  /** The name in the reader's language (with the Chinese beside it outside Chinese). */
  readonly label: string;
  readonly text: string;
}

export interface RenderedQimenReading extends Pick<
  QimenReadingFacts,
  'relation' | 'matterState' | 'askerState' | 'matterVoid' | 'matterInTomb' | 'askerInTomb' | 'doorPressed'
> {
  readonly question: QuestionKind;
  readonly questionName: string;
  readonly tone: Tone;
  readonly yongShen: { readonly name: string; readonly label: string; readonly palace: PalaceNumber };
  readonly asker: { readonly stem: Stem; readonly label: string; readonly palace: PalaceNumber };
  readonly lines: readonly RenderedLine[];
}

/** Chinese and Japanese read the terms in characters already. */
export const readsCharacters = (lang: TermLanguage): boolean =>
  lang === 'zh-Hans' || lang === 'zh-Hant' || lang === 'ja';

/** A term in the reader's language, with the chart's Chinese beside it where the language is not read in characters. */
const withHan = (lang: TermLanguage, name: string, han: string): string =>
  readsCharacters(lang) ? name : `${name} (${han})`;

/** The board's terms in the reader's language, for pages that name a palace's pieces. */
export function qimenTerms(texts: QimenTexts, lang: TermLanguage) {
  const { terms } = texts;
  const yongShen = (name: string): string => {
    if (name === '时干') return withHan(lang, terms.hourStem, name);
    if (name === '驿马') return withHan(lang, terms.horse, name);
    const local = terms.doors[name as Door] ?? terms.gods[name as God] ?? terms.stars[name as Star];
    return withHan(lang, local, name);
  };
  return {
    yongShen,
    stem: (stem: Stem) => withHan(lang, term(CYCLE_GLOSSARY, lang, 'stem', stem), stem),
    door: (door: Door) => withHan(lang, terms.doors[door], door),
    star: (star: Star) => withHan(lang, terms.stars[star], star),
    god: (god: God) => withHan(lang, terms.gods[god], god),
    palace: (palace: PalaceNumber) => {
      const trigram = TRIGRAMS[palace - 1]!;
      return withHan(lang, terms.palaces[trigram], `${trigram}${palace}`);
    },
    solarTerm: (name: string) => withHan(lang, renderingOf(SOLAR_TERMS, lang, name) ?? name, name),
    state: (state: keyof QimenTexts['terms']['states']) => withHan(lang, terms.states[state], state),
    pattern: (pattern: QimenPattern) => withHan(lang, texts.patterns[pattern.id]!.name, pattern.name),
  };
}

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** A sentence that opens with a quoted term ('the hour stem …') still starts with a capital. */
const sentence = (text: string, lang: TermLanguage): string => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

export function renderQimenReading(
  facts: QimenReadingFacts,
  texts: QimenTexts,
  lang: TermLanguage,
): RenderedQimenReading {
  const t = qimenTerms(texts, lang);
  const byId = new Map(facts.patterns.map((p) => [p.id, p]));
  const quote = (note: ReadingNote): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(note.params ?? {})) {
      if (key === 'yongShen') out[key] = t.yongShen(String(value));
      else if (key === 'palace') out[key] = t.palace(value as PalaceNumber);
      else if (key === 'stem') out[key] = t.stem(value as Stem);
      else if (key === 'state') out[key] = t.state(value as keyof QimenTexts['terms']['states']);
      else if (key === 'door') out[key] = t.door(value as Door);
      else out[key] = String(value);
    }
    return out;
  };
  const lines = facts.notes.map((note): RenderedLine => {
    if (note.code.startsWith('pattern.')) {
      const pattern = byId.get(note.code.slice('pattern.'.length))!;
      const text = fill(texts.lines.pattern, { pattern: t.pattern(pattern), text: texts.patterns[pattern.id]!.text });
      return { code: note.code, text };
    }
    return { code: note.code, text: sentence(fill(texts.lines[note.code as LineCode], quote(note)), lang) };
  });
  return {
    question: facts.question,
    questionName: texts.questions[facts.question],
    tone: facts.tone,
    relation: facts.relation,
    matterState: facts.matterState,
    askerState: facts.askerState,
    matterVoid: facts.matterVoid,
    matterInTomb: facts.matterInTomb,
    askerInTomb: facts.askerInTomb,
    doorPressed: facts.doorPressed,
    yongShen: { name: facts.yongShen.name, label: t.yongShen(facts.yongShen.name), palace: facts.yongShen.palace },
    asker: { stem: facts.asker.stem, label: t.stem(facts.asker.stem), palace: facts.asker.palace },
    lines,
  };
}

/** The chart's patterns with their names and texts in the reader's language. */
export const renderQimenPatterns = (
  patterns: readonly QimenPattern[],
  texts: QimenTexts,
  lang: TermLanguage,
): RenderedPattern[] => {
  const t = qimenTerms(texts, lang);
  return patterns.map((p) => ({ ...p, label: t.pattern(p), text: texts.patterns[p.id]!.text }));
};
