/**
 * A name as it appears on a mainland ID card: 2 to 20 Han characters, with a middle dot
 * between the parts of a transliterated or minority name (e.g. 阿依古丽·买买提).
 */
export const CHINESE_NAME_MIN = 2;
export const CHINESE_NAME_MAX = 20;

const DOT = '·';
/** Dots people type instead of U+00B7 on other keyboards. */
const DOT_VARIANTS = /[•・‧∙⋅]/g;
const SHAPE = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

export const normaliseChineseName = (raw: string): string => raw.trim().replace(DOT_VARIANTS, DOT);

/** Whether a (normalised) name follows the rule. */
export function isChineseName(name: string): boolean {
  if (!SHAPE.test(name)) return false;
  const hanCount = [...name].filter((character) => character !== DOT).length;
  return hanCount >= CHINESE_NAME_MIN && hanCount <= CHINESE_NAME_MAX;
}

/** All but the last character hidden, the dots kept: 张三 → *三, 阿依古丽·买买提 → ****·**提. */
export function maskChineseName(name: string): string {
  const characters = [...name];
  return characters
    .map((character, index) => (character === DOT || index === characters.length - 1 ? character : '*'))
    .join('');
}
