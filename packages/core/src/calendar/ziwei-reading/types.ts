import type { PatternId, PatternNature } from './patterns';
import type { MinorStarId, MutagenId, MutagenStarId, PalaceId, StarId } from './vocabulary';

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

/** One of 六吉, 六煞, 禄存 or 天马 standing in a palace. */
export interface MinorStarReading {
  readonly star: MinorStarId;
  readonly brightness: string;
  readonly mutagen: MutagenId | null;
  readonly codes: readonly string[];
}

/** What meets a palace from its 三方四正 (itself, opposite, trines). */
export interface SanFangReading {
  /** Palace indices: the palace, its opposite, its two trines. */
  readonly palaces: readonly number[];
  readonly lucky: readonly MinorStarId[];
  readonly malefic: readonly MinorStarId[];
  /** 生年四化 standing there, with the palace index each stands in. */
  readonly mutagens: readonly { readonly mutagen: MutagenId; readonly star: MutagenStarId; readonly index: number }[];
  readonly codes: readonly string[];
}

export interface PatternReading {
  readonly id: PatternId;
  readonly nature: PatternNature;
  /** Formed, but met by 化忌 or two 六煞 (破格). */
  readonly spoiled: boolean;
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
  readonly minorStars: readonly MinorStarReading[];
  readonly sanFang: SanFangReading;
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

/**
 * Which 命宫 a palace name is counted from: the birth chart's, the decade's (大限命宫) or the
 * year's (流年命宫). A period names the palaces from its own 命宫, so its 财帛 is usually
 * another palace than the natal 财帛.
 */
export type Frame = 'natal' | 'decade' | 'year';

export interface PeriodMutagen {
  readonly mutagen: MutagenId;
  readonly star: MutagenStarId;
  /** The palace index where the star stands. */
  readonly index: number;
  /** That palace as the period names it (counted from the period's own 命宫, see `frame`). */
  readonly palace: PalaceId;
  /** The same palace as the birth chart names it. */
  readonly natalPalace: PalaceId;
  readonly codes: readonly string[];
}

export interface PeriodReading {
  /** The frame its mutagens' `palace` is counted in: 'decade' for 大限, 'year' for 流年. */
  readonly frame: Exclude<Frame, 'natal'>;
  /** Index of the natal palace the period's 命宫 falls on. */
  readonly index: number;
  readonly palace: PalaceId;
  readonly heavenlyStem: string;
  readonly earthlyBranch: string;
  /** The major stars read there (the opposite palace's when it has none). */
  readonly stars: readonly StarId[];
  readonly borrowed: boolean;
  /** Its texts; a text the decade already gave is not repeated for the year (read once). */
  readonly codes: readonly string[];
  readonly mutagens: readonly PeriodMutagen[];
}

/** 大限 and 流年 read together: 叠宫, and where the year's 化忌 strikes. */
export interface StackReading {
  /** 流年命宫 on the 大限命宫 (叠宫). */
  readonly samePalace: boolean;
  /** The palace the year opens on, as the decade names it. */
  readonly yearInDecade: PalaceId;
  readonly codes: readonly string[];
}

export interface ZiweiReading {
  readonly palaces: readonly PalaceReading[];
  readonly summary: SummaryReading;
  /** Patterns 命宫 forms, in the table's order (patterns.ts). */
  readonly patterns: readonly PatternReading[];
  /** 大限 and 流年 on the date the horoscope was computed for; null without one. */
  readonly decadal: PeriodReading | null;
  readonly yearly: PeriodReading | null;
  readonly stack: StackReading | null;
}
