/**
 * A reading in words: every note's code looked up in one language's texts, its
 * parameters quoted in (elements and ten gods by the texts, stems, branches and 刑冲合会
 * by the glossary, lists joined). The shape mirrors BaziReading with each note turned
 * into a line and each code given its name.
 */
import type {
  BaziReading,
  DecadePeriod,
  ElementRole,
  IncomingPillar,
  LifeArea,
  Note,
  NoteParams,
  PatternCode,
  ReadingTexts,
  RelationParam,
  StrengthReading,
  YearPeriod,
} from './types';
import { BAZI_GLOSSARY } from '../../../glossary/bazi-glossary';
import type { TermLanguage } from '../../../glossary/renderings';
import { term } from '../../../glossary/term';

export interface ReadingLine {
  readonly code: string;
  readonly text: string;
}

export interface RenderedRole extends Omit<ElementRole, 'reason'> {
  readonly elementName: string;
  readonly categoryName: string;
  readonly reason: ReadingLine;
}

type Rendered<P extends IncomingPillar> = Omit<P, 'notes'> & { readonly notes: readonly ReadingLine[] };

export interface RenderedReading {
  readonly strength: Omit<StrengthReading, 'reasons'> & {
    readonly levelName: string;
    readonly reasons: readonly ReadingLine[];
  };
  readonly pattern: {
    readonly code: PatternCode;
    readonly name: string;
    readonly about: string;
    readonly reasons: readonly ReadingLine[];
  };
  readonly elements: {
    readonly useful: readonly RenderedRole[];
    readonly favourable: readonly RenderedRole[];
    readonly unfavourable: readonly RenderedRole[];
  };
  readonly areas: Readonly<Record<LifeArea, readonly ReadingLine[]>>;
  readonly fortune: {
    readonly at: string;
    readonly decade: Rendered<DecadePeriod> | null;
    readonly notes: readonly ReadingLine[];
    readonly years: readonly Rendered<YearPeriod>[];
  };
}

/** How a parameter's value is quoted in one language. */
type Quote = (value: string, texts: ReadingTexts, lang: TermLanguage) => string;

function lookUp(texts: ReadingTexts, code: string): string {
  const text = texts[code];
  if (text === undefined) throw new Error(`no reading text for ${code}`);
  return text;
}

/** A term the texts name ('element.木', 'god.正官'). */
const fromTexts =
  (prefix: string): Quote =>
  (value, texts) =>
    lookUp(texts, `${prefix}.${value}`);
/** A stem or branch, named as the chart pages name it (en 'Mao (Rabbit)', ko '묘'). */
const fromGlossary =
  (domain: 'stem' | 'branch'): Quote =>
  (value, _, lang) =>
    term(BAZI_GLOSSARY, lang, domain, value);

/** Parameters that hold a term, alone or in a list (`stems`); any other string is quoted as it is. */
const TERM_PARAMS: Readonly<Record<string, Quote>> = {
  element: fromTexts('element'),
  stemElement: fromTexts('element'),
  branchElement: fromTexts('element'),
  tenGod: fromTexts('god'),
  stem: fromGlossary('stem'),
  stems: fromGlossary('stem'),
  branch: fromGlossary('branch'),
  branches: fromGlossary('branch'),
  dayStem: fromGlossary('stem'),
  mainStem: fromGlossary('stem'),
  pattern: fromTexts('pattern.name'),
  kinds: fromTexts('category'),
  branchGod: fromTexts('god'),
  pillar: fromTexts('pillar'),
};

/** '子午冲' as the language says it: the kind's name and the names of what it joins, in the language's order. */
function relationText(relation: RelationParam, texts: ReadingTexts, lang: TermLanguage): string {
  const [domain, chars] =
    'stems' in relation ? (['stem', relation.stems] as const) : (['branch', relation.branches] as const);
  const members = chars.map((char) => term(BAZI_GLOSSARY, lang, domain, char));
  const kind = term(BAZI_GLOSSARY, lang, 'relation', relation.kind);
  return textOf(texts, 'relation.name', { kind, members: members.join(lookUp(texts, 'relation.joiner')) }, lang);
}

const isRelationList = (value: readonly unknown[]): value is readonly RelationParam[] => typeof value[0] === 'object';

function textOf(texts: ReadingTexts, code: string, params: NoteParams, lang: TermLanguage): string {
  return lookUp(texts, code).replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`reading text ${code} quotes {{${name}}}, which the note lacks`);
    if (typeof value === 'number') return String(value);
    const quote = TERM_PARAMS[name];
    const quoted = (item: string) => (quote ? quote(item, texts, lang) : item);
    if (typeof value === 'string') return quoted(value);
    const items = isRelationList(value)
      ? value.map((relation) => relationText(relation, texts, lang))
      : value.map(quoted);
    return items.join(texts['list.separator']);
  });
}

/** `texts` are `lang`'s: the glossary names stems, branches and relations in the same language. */
export function renderReading(reading: BaziReading, texts: ReadingTexts, lang: TermLanguage): RenderedReading {
  const text = (code: string, params: NoteParams = {}) => textOf(texts, code, params, lang);
  const line = (note: Note): ReadingLine => ({ code: note.code, text: text(note.code, note.params) });
  const role = (r: ElementRole): RenderedRole => ({
    ...r,
    elementName: text(`element.${r.element}`),
    categoryName: text(`category.${r.category}`),
    reason: line(r.reason),
  });
  const period = <P extends IncomingPillar>(p: P): Rendered<P> => ({ ...p, notes: p.notes.map(line) });
  const { strength, pattern, elements, areas, fortune } = reading;
  // A frame's description may quote what its reason does (专旺 names its element).
  const patternParams = pattern.reasons[0]?.params;
  return {
    strength: {
      ...strength,
      levelName: text(`level.${strength.level}`),
      reasons: strength.reasons.map(line),
    },
    pattern: {
      code: pattern.code,
      name: text(`pattern.name.${pattern.code}`),
      about: text(`pattern.about.${pattern.code}`, patternParams),
      reasons: pattern.reasons.map(line),
    },
    elements: {
      useful: elements.useful.map(role),
      favourable: elements.favourable.map(role),
      unfavourable: elements.unfavourable.map(role),
    },
    areas: Object.fromEntries(Object.entries(areas).map(([area, notes]) => [area, notes.map(line)])) as Record<
      LifeArea,
      ReadingLine[]
    >,
    fortune: {
      at: fortune.at,
      decade: fortune.decade && period(fortune.decade),
      notes: fortune.notes.map(line),
      years: fortune.years.map(period),
    },
  };
}
