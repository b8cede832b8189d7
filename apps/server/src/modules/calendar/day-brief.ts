import type { DayBrief } from '@tarot/contract/day-brief';
import type { UiLanguage } from '@tarot/contract/preferences';
import type { AlmanacDay } from '@tarot/core/calendar/almanac';
import type { DayColourReading } from '@tarot/core/calendar/day-colour';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { CYCLE_GLOSSARY } from '@tarot/core/glossary/cycle-glossary';
import { term } from '@tarot/core/glossary/term';

/**
 * The home page's line for a day, with every term rendered here: the browser then needs
 * neither the calendar library nor the almanac's glossary (some 120 KB) to show it.
 */
export function dayBriefAnswer(day: AlmanacDay, colours: DayColourReading, lang: UiLanguage): DayBrief {
  const best = colours.advice[0]!; // best first: the element that feeds the day stem
  return {
    date: day.date,
    ganZhi: term(CYCLE_GLOSSARY, lang, 'ganZhi', day.ganZhi.day),
    yi: day.recommends.map((word) => term(ALMANAC_GLOSSARY, lang, 'activity', word)),
    ji: day.avoids.map((word) => term(ALMANAC_GLOSSARY, lang, 'activity', word)),
    colour: {
      element: best.element,
      elementName: term(CYCLE_GLOSSARY, lang, 'element', best.element),
      colours: best.english,
      hex: best.hex,
    },
  };
}
