/**
 * 四离 and 四绝: the eve of the equinoxes and solstices (春分, 夏至, 秋分, 冬至 前一日) and of
 * the four beginnings of the seasons (立春, 立夏, 立秋, 立冬 前一日), as 《钦定协纪辨方书》
 * gives them after 《玉门经》 («离者，阴阳分至前一辰也»; «四绝者，四立前一辰也»): days when the
 * old season's qi has gone and the new one has not come, for no undertaking. The term days are tyme4ts' (SolarTerm.getSolarDay, the Beijing
 * day of the term's instant). tyme4ts' own god 四离 comes from a table keyed by month and day
 * pillar and falls elsewhere (2020-12-12, in 大雪), so it is not used.
 */
import { SolarTerm, type SolarDay } from 'tyme4ts';

export type SeasonEveKind = 'fourSeparations' | 'fourExtinctions';

export interface SeasonEve {
  readonly kind: SeasonEveKind;
  /** The term the day is the eve of, e.g. '立春'. */
  readonly term: string;
}

const EVES: Readonly<Record<string, SeasonEveKind>> = {
  春分: 'fourSeparations',
  夏至: 'fourSeparations',
  秋分: 'fourSeparations',
  冬至: 'fourSeparations',
  立春: 'fourExtinctions',
  立夏: 'fourExtinctions',
  立秋: 'fourExtinctions',
  立冬: 'fourExtinctions',
};

/** The 四离 and 四绝 days among `span` days from `from`, by offset from `from`. */
export function seasonEves(from: SolarDay, span: number): ReadonlyMap<number, SeasonEve> {
  const eves = new Map<number, SeasonEve>();
  // Index 0 of a year is the previous December's 冬至, whose eve comes before any day of the year.
  for (let term = SolarTerm.fromIndex(from.getYear(), 0); ; term = term.next(1)) {
    const offset = term.getSolarDay().subtract(from) - 1;
    if (offset >= span) return eves;
    const kind = EVES[term.getName()];
    if (kind && offset >= 0) eves.set(offset, { kind, term: term.getName() });
  }
}
