/**
 * iztro's lunar date ('一九九〇年四月廿三', '二〇二〇年闰四月初一': lunar-typescript's
 * Lunar.toString) read back into numbers, so the board can write it in the reader's
 * language without loading a calendar library of its own (紫微 is charted on the server).
 */
const MONTHS = '正二三四五六七八九十冬腊';
const DIGITS = '一二三四五六七八九十';
const TENS: Readonly<Record<string, number>> = { 初: 0, 十: 10, 廿: 20 };

/** '初一' … '初十', '十一' … '十九', '二十', '廿一' … '廿九', '三十'. */
function dayNumber(name: string): number | undefined {
  if (name === '二十') return 20;
  if (name === '三十') return 30;
  const tens = TENS[name[0] ?? ''];
  const unit = DIGITS.indexOf(name[1] ?? '') + 1;
  return tens === undefined || unit === 0 ? undefined : tens + unit;
}

/** The month and day, or null for a text in another shape (a newer iztro may write it otherwise). */
export function parseIztroLunarDate(text: string): { month: number; day: number; leap: boolean } | null {
  const match = /年(闰?)(.)月(.{2})$/u.exec(text);
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!) + 1;
  const day = dayNumber(match[3]!);
  return month === 0 || day === undefined ? null : { month, day, leap: match[1] === '闰' };
}
