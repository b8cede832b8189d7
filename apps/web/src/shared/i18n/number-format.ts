/**
 * `{{count, number}}` in the interface texts: a number in the reader's language.
 *
 * i18next's own `number` format builds a new Intl.NumberFormat for every value (its options
 * carry the count), and a page's first Intl formatter loads the browser's locale data: some
 * 25 ms of main thread, 100 ms on a slower phone, while the page opens. The counts the pages
 * open with are small ("3 cards"), and every interface language writes a whole number below
 * a thousand as its plain digits, so those need no formatter at all (number-format.test.ts
 * holds this equal to Intl for every language); larger or fractional numbers get one
 * formatter per language, made when first needed.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: unknown, language: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1_000) return String(value);
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(value as number);
}
