/**
 * A natal chart in words, rule by rule: the Sun, Moon and rising sign; each planet in its
 * sign and house; the aspects within 3° of exact; and what an unknown time or a polar
 * latitude leaves out. Each line is { code, text } so a page can lay them out by kind.
 */
import { TIGHT_ORB } from './aspects';
import type { NatalChart } from './natal';
import { signOf } from './signs';
import type { AstrologyTexts, HouseKey } from './texts';
import { fill, natureOf } from './wording';

export interface ReadingLine {
  readonly code: string;
  readonly text: string;
}

interface NatalRule {
  readonly code: string;
  readonly lines: (chart: NatalChart, texts: AstrologyTexts) => string[];
}

const PLANETS_READ = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;

export const NATAL_RULES: readonly NatalRule[] = [
  {
    code: 'sun',
    lines: ({ bodies }, { names, natal }) => {
      const sign = bodies[0]!.sign;
      return [fill(natal.sun, { sign: names.signs[sign], trait: natal.signTraits[sign] })];
    },
  },
  {
    code: 'moon',
    lines: ({ bodies, moonRange }, { names, natal }) => {
      if (moonRange) {
        return [fill(natal.unknownTime, { signs: moonRange.signs.map((s) => names.signs[s]).join(' / ') })];
      }
      const sign = bodies[1]!.sign;
      return [fill(natal.moon, { sign: names.signs[sign], needs: natal.signNeeds[sign] })];
    },
  },
  {
    code: 'rising',
    lines: ({ angles }, { names, natal }) => {
      if (!angles) return [];
      const sign = signOf(angles.asc);
      return [fill(natal.rising, { sign: names.signs[sign], trait: natal.signTraits[sign] })];
    },
  },
  {
    code: 'planet-sign',
    lines: ({ bodies }, { names, natal }) =>
      bodies
        .filter((b) => (PLANETS_READ as readonly string[]).includes(b.id))
        .map((b) =>
          fill(natal.planetInSign, {
            body: names.points[b.id],
            sign: names.signs[b.sign],
            theme: natal.themes[b.id],
            trait: natal.signTraits[b.sign],
          }),
        ),
  },
  {
    code: 'planet-house',
    lines: ({ bodies }, { names, natal }) =>
      bodies
        .filter((b) => b.house !== undefined && b.id !== 'node')
        .map((b) =>
          fill(natal.planetInHouse, {
            body: names.points[b.id],
            house: String(b.house),
            theme: natal.themes[b.id],
            area: names.houseAreas[String(b.house) as HouseKey],
          }),
        ),
  },
  {
    code: 'aspect',
    lines: ({ aspects }, { names, natal }) =>
      aspects
        .filter((a) => a.orb <= TIGHT_ORB && a.a !== 'node' && a.b !== 'node')
        .sort((x, y) => x.orb - y.orb)
        .map((a) =>
          fill(natal.aspects[natureOf(a.type)], {
            a: names.points[a.a],
            b: names.points[a.b],
            aspect: names.aspects[a.type],
            themeA: natal.themes[a.a],
            themeB: natal.themes[a.b],
            orb: a.orb.toFixed(1),
          }),
        ),
  },
  {
    code: 'polar',
    lines: ({ houses }, { names, natal }) =>
      houses?.fallbackFrom ? [fill(natal.polarFallback, { system: names.houseSystems[houses.system] })] : [],
  },
];

export function natalReading(chart: NatalChart, texts: AstrologyTexts): ReadingLine[] {
  return NATAL_RULES.flatMap((rule) => rule.lines(chart, texts).map((text) => ({ code: rule.code, text })));
}
