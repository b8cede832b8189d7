import type { MutagenId, MutagenStarId, PalaceId, StarId } from './vocabulary';

/**
 * A reading is language-free: ids and text keys (codes) only, plain JSON. The texts for
 * the codes are looked up per language (texts.ts), so one computed reading serves all.
 */
export interface StarReading {
  readonly star: StarId;
  /** iztro's 庙 旺 得 利 平 不 陷, or ''. */
  readonly brightness: string;
  /** 生年四化, or null. */
  readonly mutagen: MutagenId | null;
  readonly codes: readonly string[];
}

export interface PalaceReading {
  /** As in ZiweiChart.palaces (0 = the 寅 palace). */
  readonly index: number;
  readonly palace: PalaceId;
  readonly earthlyBranch: string;
  /** The opposite palace whose stars are read here, when this one has no major star. */
  readonly borrowedFrom: PalaceId | null;
  readonly stars: readonly StarReading[];
  readonly codes: readonly string[];
}

export interface SummaryReading {
  readonly soul: {
    readonly earthlyBranch: string;
    readonly stars: readonly StarId[];
    readonly borrowed: boolean;
    readonly codes: readonly string[];
  };
  readonly body: {
    readonly palace: PalaceId;
    readonly earthlyBranch: string;
    readonly codes: readonly string[];
  };
}

export interface PeriodMutagen {
  readonly mutagen: MutagenId;
  readonly star: MutagenStarId;
  /** The palace, as the period names it, where the star stands. */
  readonly palace: PalaceId;
  readonly codes: readonly string[];
}

export interface PeriodReading {
  /** The natal palace the period's 命宫 falls on. */
  readonly index: number;
  readonly palace: PalaceId;
  readonly heavenlyStem: string;
  readonly earthlyBranch: string;
  /** The major stars read there (the opposite palace's when it has none). */
  readonly stars: readonly StarId[];
  readonly borrowed: boolean;
  readonly codes: readonly string[];
  readonly mutagens: readonly PeriodMutagen[];
}

export interface ZiweiReading {
  readonly palaces: readonly PalaceReading[];
  readonly summary: SummaryReading;
  /** 大限 and 流年 on the date the horoscope was computed for; null without one. */
  readonly decadal: PeriodReading | null;
  readonly yearly: PeriodReading | null;
}
