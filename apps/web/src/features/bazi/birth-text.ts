import type { ChartRequest } from './chart-request';

const pad = (value: number) => String(value).padStart(2, '0');

/** The birth date and time as entered, on the birthplace's clock; a leap lunar month (negative) with 闰. */
export const birthText = (r: ChartRequest) =>
  `${r.year}-${r.month < 0 ? '闰' : ''}${pad(Math.abs(r.month))}-${pad(r.day)} ${pad(r.hour)}:${pad(r.minute)}`;
