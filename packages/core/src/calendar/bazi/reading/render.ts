/**
 * A reading in words: every note's code looked up in one language's texts, its
 * parameters quoted in (element names translated, lists joined). The shape mirrors
 * BaziReading with each note turned into a line and each code given its name.
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
  StrengthLevel,
  YearPeriod,
} from './types';

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
  readonly strength: {
    readonly score: number;
    readonly level: StrengthLevel;
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

/** Parameters that hold a term are quoted by the term's name in the language (texts 'element.木', 'god.正官'). */
const TERM_PARAMS: Readonly<Record<string, string>> = {
  element: 'element',
  stemElement: 'element',
  branchElement: 'element',
  tenGod: 'god',
};

export function textOf(texts: ReadingTexts, code: string, params: NoteParams = {}): string {
  const template = texts[code];
  if (template === undefined) throw new Error(`no reading text for ${code}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`reading text ${code} quotes {{${name}}}, which the note lacks`);
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return value.join(texts['list.separator']);
    const term = TERM_PARAMS[name];
    return term ? textOf(texts, `${term}.${value}`) : value;
  });
}

export function renderReading(reading: BaziReading, texts: ReadingTexts): RenderedReading {
  const line = (note: Note): ReadingLine => ({ code: note.code, text: textOf(texts, note.code, note.params) });
  const role = (r: ElementRole): RenderedRole => ({
    ...r,
    elementName: textOf(texts, `element.${r.element}`),
    categoryName: textOf(texts, `category.${r.category}`),
    reason: line(r.reason),
  });
  const period = <P extends IncomingPillar>(p: P): Rendered<P> => ({ ...p, notes: p.notes.map(line) });
  const { strength, pattern, elements, areas, fortune } = reading;
  // A frame's description may quote what its reason does (专旺 names its element).
  const patternParams = pattern.reasons[0]?.params;
  return {
    strength: {
      score: strength.score,
      level: strength.level,
      levelName: textOf(texts, `level.${strength.level}`),
      reasons: strength.reasons.map(line),
    },
    pattern: {
      code: pattern.code,
      name: textOf(texts, `pattern.name.${pattern.code}`),
      about: textOf(texts, `pattern.about.${pattern.code}`, patternParams),
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
