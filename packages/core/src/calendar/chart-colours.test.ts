import { describe, expect, it } from 'vitest';
import { chartOf } from './bazi/reading/test-support';
import { baziReading } from './bazi/reading/reading';
import { chartColours, coloursForBalance } from './chart-colours';
import { randomDate, seeded } from './test-random';

const AT = { year: 2026, month: 1, day: 1 };
const pad = (value: number) => String(value).padStart(2, '0');

/** Births as chartOf takes them, drawn from a seed so a failure names a birth that fails again. */
function randomBirths(count: number, seed: number): string[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const [year, month, day] = randomDate(random, 1900, 2100);
    const time = `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`;
    return `${year}-${pad(month)}-${pad(day)} ${time} ${random() < 0.5 ? 'male' : 'female'}`;
  });
}
const ratingOf = (advice: readonly { element: string; rating: string }[], element: string) =>
  advice.find((entry) => entry.element === element)?.rating;

describe('chartColours', () => {
  // 癸卯 己未 己卯 己巳: a strong 己 day master in the 未 month, a 偏印格 whose 财 (水) checks the 枭; 穷通宝鉴 too wants 癸水.
  const chart = chartOf('1963-08-04 10:00 male');

  it('rates a 己 day master whose reading takes 水 as 用神: water colours 大吉, red not', () => {
    expect(chart.eightChar).toBe('癸卯 己未 己卯 己巳');
    const reading = baziReading(chart, AT);
    expect(reading.elements.useful.map((role) => role.element)).toContain('水');
    const { dayMaster, advice } = chartColours(chart, AT);
    expect(dayMaster).toEqual({ stem: '己', element: '土' });
    expect(advice[0]).toMatchObject({ element: '水', rating: '大吉', fit: 'useful', colours: ['黑', '蓝'] });
    expect(ratingOf(advice, '火')).not.toBe('大吉');
    expect(ratingOf(advice, '火')).toBe('忌');
    // By the day master alone (the old rule) 火 生土 was 大吉 and 水 only 小吉.
  });

  it('lists five elements best first, every rating from the reading’s own lists', () => {
    const { advice } = chartColours(chart, AT);
    expect(advice.map((entry) => entry.element).sort()).toEqual(['土', '木', '水', '火', '金'].sort());
    const order = ['大吉', '次吉', '小吉', '平', '忌'];
    const ranks = advice.map((entry) => order.indexOf(entry.rating));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  // Each birth is a whole reading (a few ms): the time allowed is for a busy machine, not a speed target.
  it(
    'agrees with the 八字 reading on 200 random births: 用神 大吉, 喜神 次吉, 忌神 忌, the rest 小吉 or 平',
    { timeout: 60_000 },
    () => {
      for (const birth of randomBirths(200, 29)) {
        const chart = chartOf(birth);
        const { elements } = baziReading(chart, AT);
        const advice = chartColours(chart, AT).advice;
        const useful = new Set(elements.useful.map((role) => role.element));
        const favourable = new Set(elements.favourable.map((role) => role.element));
        const unfavourable = new Set(elements.unfavourable.map((role) => role.element));
        for (const entry of advice) {
          const expected = useful.has(entry.element)
            ? ['大吉']
            : favourable.has(entry.element)
              ? ['次吉']
              : unfavourable.has(entry.element)
                ? ['忌']
                : ['小吉', '平'];
          expect(expected, `${birth} ${entry.element}`).toContain(entry.rating);
        }
      }
    },
  );
});

describe('coloursForBalance', () => {
  const role = (element: string) => ({
    element,
    category: 'peer' as const,
    basis: 'pattern' as const,
    reason: { code: 'x' },
  });

  it('rates an idle element 小吉, and 平 when it feeds a 忌神 or restrains the 用神', () => {
    // 用 水, 喜 金, 忌 火 and 土: 木 feeds 火 (仇神) → 平.
    const advice = coloursForBalance({
      useful: [role('水')],
      favourable: [role('金')],
      unfavourable: [role('火'), role('土')],
    });
    expect(advice.map((entry) => `${entry.element}${entry.rating}${entry.basis}`)).toEqual([
      '水大吉useful',
      '金次吉favourable',
      '木平feedsUnfavourable',
      '火忌unfavourable',
      '土忌unfavourable',
    ]);
    // 用 木, 忌 金: 土 is restrained by 木 and feeds 金 → 平; 水 and 火 are idle → 小吉.
    const other = coloursForBalance({ useful: [role('木')], favourable: [], unfavourable: [role('金')] });
    expect(Object.fromEntries(other.map((entry) => [entry.element, entry.basis]))).toEqual({
      木: 'useful',
      火: 'idle',
      水: 'idle',
      土: 'feedsUnfavourable',
      金: 'unfavourable',
    });
  });

  it('rates 平 an idle element that restrains the 用神', () => {
    const advice = coloursForBalance({ useful: [role('火')], favourable: [], unfavourable: [] });
    expect(Object.fromEntries(advice.map((entry) => [entry.element, entry.basis]))).toMatchObject({
      水: 'restrainsUseful',
      木: 'idle',
    });
  });
});
