/**
 * Independent arithmetic for golden values in the bazi tests: the classical counting
 * rules, written without tyme4ts so a test can check the library path against them.
 */
const STEMS = '甲乙丙丁戊己庚辛壬癸';
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

/** Julian Day Number (noon-based, integer) of a Gregorian date; 1970-01-01 is 2440588. */
export const julianDayNumber = (year: number, month: number, day: number): number => {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / 86_400_000) + 2_440_588;
};

const ganZhi = (stem: number, branch: number): string =>
  `${STEMS[((stem % 10) + 10) % 10]}${BRANCHES[((branch % 12) + 12) % 12]}`;

/** Day pillar: the sixty-day cycle is unbroken since antiquity, and JDN 2451551 (2000-01-07) was 甲子. */
export const dayGanZhi = (year: number, month: number, day: number): string => {
  const n = (((julianDayNumber(year, month, day) + 49) % 60) + 60) % 60;
  return ganZhi(n % 10, n % 12);
};

/** Hour pillar by 五鼠遁: 甲己还加甲, 乙庚丙作初, 丙辛从戊起, 丁壬庚子居, 戊癸何方发, 壬子是真途. */
export const hourGanZhi = (dayStem: string, hourBranchIndex: number): string =>
  ganZhi(STEMS.indexOf(dayStem) * 2 + hourBranchIndex, hourBranchIndex);

/** Month pillar by 五虎遁: 甲己之年丙作首 … ; monthIndex 0 is the 寅 month. */
export const monthGanZhi = (yearStem: string, monthIndex: number): string =>
  ganZhi(STEMS.indexOf(yearStem) * 2 + 2 + monthIndex, 2 + monthIndex);

/** Branch index of a clock hour: 子 23–01, 丑 01–03, … */
export const hourBranchIndex = (hour: number): number => Math.floor((hour + 1) / 2) % 12;
