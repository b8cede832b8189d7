/** The spec's picker bounds: 150 years either side of the current year. */
export const PICKER_SPAN_YEARS = 150;

export function pickerYears(now = new Date()): { min: number; max: number } {
  const year = now.getFullYear();
  return { min: year - PICKER_SPAN_YEARS, max: year + PICKER_SPAN_YEARS };
}
