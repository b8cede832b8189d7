import { describe, expect, it } from 'vitest';
import { randomDate, seeded } from '../calendar/test-random';
import { qimenChart, type QimenChart } from './chart';
import { DOORS, GODS, STARS, STEMS } from './symbols';

const sorted = (values: readonly (string | undefined | null)[]) => values.filter((v): v is string => !!v).sort();
const NINE_STEMS = sorted(STEMS.slice(1));

/** What a sound chart must show; compared in one assertion per chart so 10,000 charts stay quick. */
function soundness(chart: QimenChart) {
  const { palaces } = chart;
  const centre = palaces[4]!;
  const rui = palaces.find((p) => p.star === '天芮')!;
  const zhiFu = palaces[chart.zhiFu.palace - 1]!;
  return {
    earth: sorted(palaces.map((p) => p.earthStem)),
    heaven: sorted(palaces.flatMap((p) => [p.heavenStem, p.lodged?.heavenStem])),
    stars: sorted(palaces.flatMap((p) => [p.star, p.lodged?.star])),
    doors: sorted(palaces.map((p) => p.door)),
    gods: sorted(palaces.map((p) => p.god)),
    centre: [centre.heavenStem, centre.star, centre.door, centre.god, centre.lodged],
    kunLodgesCentre: palaces[1]!.lodged?.earthStem === centre.earthStem,
    qinRidesWithRui: rui.lodged?.star === '天禽' && rui.lodged.heavenStem === centre.earthStem,
    zhiFuInPlace: [zhiFu.star, zhiFu.lodged?.star].includes(chart.zhiFu.star) && zhiFu.god === '值符',
    zhiShiInPlace: palaces[chart.zhiShi.palace - 1]!.door === chart.zhiShi.door,
    horses: palaces.filter((p) => p.marks.includes('驿马')).length,
    juInRange: chart.ju >= 1 && chart.ju <= 9,
  };
}

const SOUND = {
  earth: NINE_STEMS,
  heaven: NINE_STEMS,
  stars: sorted(STARS),
  doors: sorted(DOORS),
  gods: sorted(GODS),
  centre: [null, null, null, null, null],
  kunLodgesCentre: true,
  qinRidesWithRui: true,
  zhiFuInPlace: true,
  zhiShiInPlace: true,
  horses: 1,
  juInRange: true,
};

describe('every chart holds each star, door, god and stem exactly once', () => {
  it(
    'over 10,000 random hours 1901–2099, both schools, in Beijing, other zones and true solar time',
    { timeout: 120_000 },
    () => {
      const random = seeded(32);
      const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/Paris', 'Australia/Sydney', 'Asia/Kolkata'];
      for (let n = 0; n < 10_000; n += 1) {
        const [year, month, day] = randomDate(random, 1901, 2099);
        const input = {
          year,
          month,
          day,
          hour: Math.floor(random() * 24),
          minute: Math.floor(random() * 60),
          zone: zones[n % zones.length]!,
          ...(n % 3 === 0 ? { longitude: -180 + random() * 360 } : {}),
        };
        const chart = qimenChart(input, { method: n % 2 === 0 ? 'chaibu' : 'zhirun' });
        expect(soundness(chart), JSON.stringify(input)).toEqual(SOUND);
      }
    },
  );
});
