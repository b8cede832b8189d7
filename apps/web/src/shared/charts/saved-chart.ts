import type { ChartLocation, NatalBirth, QimenMoment } from '@tarot/contract/charts';

/** What every saved chart carries, whatever its kind, on this device or in the account. */
export interface SavedChartCommon {
  readonly id: string;
  readonly tags: readonly string[];
  readonly savedAt: string;
  /** “This is me”: at most one of the owner's charts. */
  readonly self: boolean;
  /** The IANA zone of the birth's (or moment's) clock; null for Beijing clock time as entered. */
  readonly timeZone: string | null;
  readonly location: ChartLocation | null;
}

export interface SavedNatalChart extends SavedChartCommon {
  readonly kind: 'natal';
  readonly birth: NatalBirth;
}

export interface SavedQimenChart extends SavedChartCommon {
  readonly kind: 'qimen';
  readonly moment: QimenMoment;
}

/** The kinds other than 八字, whose device storage lives here for every page that saves them. */
export type OtherSavedChart = SavedNatalChart | SavedQimenChart;
