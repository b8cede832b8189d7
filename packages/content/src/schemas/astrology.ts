import { z } from 'zod';
import { ASPECT_TYPES } from '@tarot/core/astrology/aspects';
import { BODY_IDS } from '@tarot/core/astrology/bodies';
import { HOUSE_SYSTEMS } from '@tarot/core/astrology/houses';
import { MOON_PHASES } from '@tarot/core/astrology/sky-events';
import { SIGN_IDS } from '@tarot/core/astrology/signs';
import { ASPECT_NATURES, HOUSE_NUMBERS, SYNASTRY_AREAS, type AstrologyTexts } from '@tarot/core/astrology/texts';
import { TRANSITING } from '@tarot/core/astrology/transits';
import { text, textsFor } from './text';

const POINTS = [...BODY_IDS, 'asc', 'mc'] as const;

/** A template that quotes only the `{name}`s its rule fills (a typo would print as braces). */
const template = (...names: readonly string[]) =>
  text.refine(
    (value) => [...value.matchAll(/\{(\w+)\}/g)].every(([, name]) => names.includes(name!)),
    `may quote only ${names.map((name) => `{${name}}`).join(' ') || 'nothing'}`,
  );

const templatesFor = <K extends string>(keys: readonly K[], ...names: readonly string[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, template(...names)])) as Record<K, ReturnType<typeof template>>,
  );

const toneTexts = () => templatesFor(['easy', 'mixed', 'hard'] as const, 'area');

/** astrology/reading: names, natal readings, horoscopes, transits and synastry of 星座. */
export const astrologyReadingSchema: z.ZodType<AstrologyTexts> = z.strictObject({
  names: z.strictObject({
    signs: textsFor(SIGN_IDS),
    points: textsFor(POINTS),
    aspects: textsFor(ASPECT_TYPES),
    houseSystems: textsFor(HOUSE_SYSTEMS),
    phases: textsFor(MOON_PHASES),
    houseAreas: textsFor(HOUSE_NUMBERS),
  }),
  natal: z.strictObject({
    signTraits: textsFor(SIGN_IDS),
    signNeeds: textsFor(SIGN_IDS),
    themes: textsFor(POINTS),
    sun: template('sign', 'trait'),
    moon: template('sign', 'needs'),
    rising: template('sign', 'trait'),
    unknownTime: template('signs'),
    planetInSign: template('body', 'sign', 'theme', 'trait'),
    planetInHouse: template('body', 'house', 'theme', 'area'),
    aspects: templatesFor(ASPECT_NATURES, 'a', 'b', 'aspect', 'themeA', 'themeB', 'orb'),
    polarFallback: template('system'),
  }),
  horoscope: z.strictObject({
    titles: z.strictObject({
      bodyInSign: template('body', 'sign'),
      lunation: template('phase', 'sign'),
      stationRetrograde: template('body', 'sign'),
      stationDirect: template('body', 'sign'),
      retrograde: template('body', 'sign'),
    }),
    moonHouse: textsFor(HOUSE_NUMBERS),
    sunHouse: textsFor(HOUSE_NUMBERS),
    planetHouse: templatesFor(['mercury', 'venus', 'mars'], 'area'),
    lunation: templatesFor(['new', 'first-quarter', 'full', 'last-quarter'], 'area'),
    station: templatesFor(['retrograde', 'direct'], 'body', 'area'),
    retrograde: template('body', 'area'),
  }),
  transits: z.strictObject({
    title: template('transit', 'aspect', 'natal'),
    text: templatesFor(ASPECT_NATURES, 'transitTheme', 'natalTheme', 'pace', 'phase'),
    pace: textsFor(TRANSITING),
    phase: z.strictObject({ exact: template('time'), applying: template(), separating: template() }),
  }),
  synastry: z.strictObject({
    areas: textsFor(SYNASTRY_AREAS),
    tones: z.strictObject(
      Object.fromEntries(SYNASTRY_AREAS.map((area) => [area, toneTexts()])) as Record<
        (typeof SYNASTRY_AREAS)[number],
        ReturnType<typeof toneTexts>
      >,
    ),
    quiet: template('area'),
    aspect: template('a', 'aspect', 'b'),
  }),
});
