/** A saved 八字 chart's request body as the journeys post it: 1988-03-02 06:30, female, no place. */
export const baziChartBody = (name: string, tags: readonly string[] = []) => ({
  name,
  gender: 'female',
  calendar: 'solar',
  year: 1988,
  month: 3,
  day: 2,
  hour: 6,
  minute: 30,
  place: null,
  trueSolar: false,
  ziSect: 'nextDay',
  tags: [...tags],
});
