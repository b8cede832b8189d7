/**
 * The words of 星座 in one language: names of signs, bodies and aspects, and the sentences
 * readings are made of. Core keeps the rules; the texts live in the content tree
 * (texts/<language>/astrology/reading.json), checked against the schema built from the
 * lists below. Templates quote {sign}, {body}, {area} … in single braces.
 */
import type { AspectType } from './aspects';
import type { HouseSystem } from './houses';
import type { MoonPhaseId } from './sky-events';
import type { SignId } from './signs';
import type { NatalPointId, TransitingId } from './transits';

export const HOUSE_NUMBERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type HouseKey = (typeof HOUSE_NUMBERS)[number];

/** The three natures an aspect reads with: meeting, flowing, straining. */
export const ASPECT_NATURES = ['conjunction', 'harmonious', 'challenging'] as const;
export type AspectNature = (typeof ASPECT_NATURES)[number];

export const SYNASTRY_AREAS = ['attraction', 'emotion', 'communication', 'growth', 'commitment'] as const;
export type SynastryArea = (typeof SYNASTRY_AREAS)[number];
export const SYNASTRY_TONES = ['easy', 'mixed', 'hard', 'quiet'] as const;
export type SynastryTone = (typeof SYNASTRY_TONES)[number];

export interface AstrologyNames {
  readonly signs: Readonly<Record<SignId, string>>;
  readonly points: Readonly<Record<NatalPointId, string>>;
  readonly aspects: Readonly<Record<AspectType, string>>;
  readonly houseSystems: Readonly<Record<HouseSystem, string>>;
  readonly phases: Readonly<Record<MoonPhaseId, string>>;
  /** What each house is about, as a noun phrase: "money and what you own". */
  readonly houseAreas: Readonly<Record<HouseKey, string>>;
}

export interface NatalTexts {
  /** Each sign's manner as an adjective phrase, for the Sun, rising sign and planets. */
  readonly signTraits: Readonly<Record<SignId, string>>;
  /** What each sign needs to feel at ease, for the Moon. */
  readonly signNeeds: Readonly<Record<SignId, string>>;
  /** What each point stands for in a life, as a noun phrase: "your drive and courage". */
  readonly themes: Readonly<Record<NatalPointId, string>>;
  /** {sign} {trait} */
  readonly sun: string;
  /** {sign} {needs} */
  readonly moon: string;
  /** {sign} {trait} */
  readonly rising: string;
  /** {signs}: the one or two signs the Moon crossed that day */
  readonly unknownTime: string;
  /** {body} {sign} {theme} {trait} */
  readonly planetInSign: string;
  /** {body} {house} {theme} {area} */
  readonly planetInHouse: string;
  /** {a} {b} {aspect} {themeA} {themeB} {orb} */
  readonly aspects: Readonly<Record<AspectNature, string>>;
  /** Placidus could not be drawn: {system} */
  readonly polarFallback: string;
}

export interface HoroscopeTexts {
  /** Line titles. {body} {sign} {phase} */
  readonly titles: {
    readonly bodyInSign: string;
    readonly lunation: string;
    readonly stationRetrograde: string;
    readonly stationDirect: string;
    readonly retrograde: string;
  };
  /** The day's mood as the Moon passes through each solar house. */
  readonly moonHouse: Readonly<Record<HouseKey, string>>;
  /** Where the Sun puts the week's or month's focus. */
  readonly sunHouse: Readonly<Record<HouseKey, string>>;
  /** Mercury, Venus and Mars in a house: {area} */
  readonly planetHouse: Readonly<Record<'mercury' | 'venus' | 'mars', string>>;
  /** {area} */
  readonly lunation: Readonly<Record<'new' | 'first-quarter' | 'full' | 'last-quarter', string>>;
  /** {body} {area} */
  readonly station: Readonly<Record<'retrograde' | 'direct', string>>;
  /** {body} {area} */
  readonly retrograde: string;
}

/** Whether a transit is exact within the stretch read, or still closing in, or past exact. */
export const TRANSIT_PHASES = ['exact', 'applying', 'separating'] as const;
export type TransitPhase = (typeof TRANSIT_PHASES)[number];

export interface TransitTexts {
  /** {transit} {aspect} {natal} */
  readonly title: string;
  /** {transitTheme} {natalTheme}, then {pace} and {phase}: the sentences below, placed as the language joins sentences. */
  readonly text: Readonly<Record<AspectNature, string>>;
  /** How each transiting body's contacts feel and how long they hold. */
  readonly pace: Readonly<Record<TransitingId, string>>;
  /** exact: {time}, the first exact moment within the stretch. */
  readonly phase: Readonly<Record<TransitPhase, string>>;
}

export interface SynastryTexts {
  readonly areas: Readonly<Record<SynastryArea, string>>;
  /** {area} */
  readonly tones: Readonly<Record<SynastryArea, Readonly<Record<Exclude<SynastryTone, 'quiet'>, string>>>>;
  /** {area} */
  readonly quiet: string;
  /** Their two charts' aspect: {a} {aspect} {b} — "your Venus trine their Mars" */
  readonly aspect: string;
}

export interface AstrologyTexts {
  readonly names: AstrologyNames;
  readonly natal: NatalTexts;
  readonly horoscope: HoroscopeTexts;
  readonly transits: TransitTexts;
  readonly synastry: SynastryTexts;
}
