/** Today in the phone's own calendar, `YYYY-MM-DD`: the day a visitor's daily card belongs to. */
export function localDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
