/** The sexagenary cycle's own terms, for pages that show no more than a day's 干支 and elements. */
import { BRANCHES, ELEMENTS, STEMS, ZODIAC, ganZhiName } from './stems-branches';
import type { Glossary } from './term';

export const CYCLE_GLOSSARY = {
  ganZhi: ganZhiName,
  stem: STEMS,
  branch: BRANCHES,
  zodiac: ZODIAC,
  element: ELEMENTS,
} as const satisfies Glossary;
