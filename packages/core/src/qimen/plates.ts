/**
 * The four plates of an hour chart on the rotating board (转盘), given 遁, 局 and the hour's
 * 干支:
 * - 地盘: 戊己庚辛壬癸丁丙乙 laid from the 局's palace through the nine palaces, forward in
 *   阳遁 and backward in 阴遁;
 * - 天盘 (九星): the hour's 旬首 hides under a 仪; the star of that 仪's palace is the 值符,
 *   its door the 值使. The 值符 moves onto the palace where the hour's stem stands on the
 *   地盘 (a 甲 hour by its 仪), and the other stars follow round the eight outer palaces,
 *   each carrying its home palace's 地盘 stem (the 天盘 stems); 天禽 rides with 天芮;
 * - 人盘 (八门): the 值使 walks from the 仪's palace one palace per hour since the 旬首,
 *   through all nine in 洛书 order (forward in 阳遁, backward in 阴遁), and the other doors
 *   follow round the ring;
 * - 神盘 (八神): 值符 on the 值符 star's palace, the rest clockwise in 阳遁, counter-clockwise
 *   in 阴遁.
 * Anything that lands on 中五 is read in 坤二 (中五寄坤).
 */
import type { Dun } from './ju-table';
import {
  DOOR_OF_PALACE,
  GODS,
  hiddenStemOfDecade,
  LAYING_ORDER,
  outerPalace,
  PALACE_NUMBERS,
  ringIndex,
  ringPalace,
  starOfPalace,
  type Door,
  type God,
  type PalaceNumber,
  type Star,
} from './symbols';

export interface Plates {
  /** 地盘 stem index by palace (index palace − 1), 中五 included. */
  readonly earth: readonly number[];
  /** 天盘 stem by palace (中五: −1, it has none). */
  readonly heaven: readonly number[];
  readonly stars: readonly (Star | null)[];
  readonly doors: readonly (Door | null)[];
  readonly gods: readonly (God | null)[];
  /** Where 天芮 (and with it 天禽 and 中五's stem) stands. */
  readonly ruiPalace: PalaceNumber;
  /** The 仪 the 旬首 hides under, and its 地盘 palace (5 possible). */
  readonly xunStem: number;
  readonly xunPalace: PalaceNumber;
  readonly zhiFuStar: Star;
  readonly zhiFuPalace: PalaceNumber;
  readonly zhiShiDoor: Door;
  readonly zhiShiPalace: PalaceNumber;
}

const step = (palace: number, by: number): PalaceNumber => (((((palace - 1 + by) % 9) + 9) % 9) + 1) as PalaceNumber;

/** 地盘: the stem at each palace for a 遁 and 局. */
export function earthPlate(dun: Dun, ju: number): number[] {
  const earth = new Array<number>(9);
  const direction = dun === 'yang' ? 1 : -1;
  LAYING_ORDER.forEach((stem, k) => {
    earth[step(ju, direction * k) - 1] = stem;
  });
  return earth;
}

/** The plates for a 遁, 局 and hour 干支 index (0 = 甲子). */
export function plates(dun: Dun, ju: number, hour: number): Plates {
  const earth = earthPlate(dun, ju);
  const direction = dun === 'yang' ? 1 : -1;
  const decade = Math.floor(hour / 10);
  const xunStem = hiddenStemOfDecade(decade);
  const xunPalace = (earth.indexOf(xunStem) + 1) as PalaceNumber;
  const hourStem = hour % 10 === 0 ? xunStem : hour % 10;
  const zhiFuStar = starOfPalace(xunPalace);
  const zhiShiDoor = DOOR_OF_PALACE[outerPalace(xunPalace) - 1]!;

  const zhiFuPalace = outerPalace((earth.indexOf(hourStem) + 1) as PalaceNumber);
  const starShift = ringIndex(zhiFuPalace) - ringIndex(outerPalace(xunPalace));
  const zhiShiPalace = outerPalace(step(xunPalace, direction * (hour % 10)));
  const doorShift = ringIndex(zhiShiPalace) - ringIndex(outerPalace(xunPalace));

  const heaven = new Array<number>(9).fill(-1);
  const stars = new Array<Star | null>(9).fill(null);
  const doors = new Array<Door | null>(9).fill(null);
  const gods = new Array<God | null>(9).fill(null);
  for (const home of PALACE_NUMBERS) {
    if (home === 5) continue;
    const starTo = ringPalace(ringIndex(home) + starShift);
    stars[starTo - 1] = starOfPalace(home);
    heaven[starTo - 1] = earth[home - 1]!;
    doors[ringPalace(ringIndex(home) + doorShift) - 1] = DOOR_OF_PALACE[home - 1]!;
  }
  GODS.forEach((god, k) => {
    gods[ringPalace(ringIndex(zhiFuPalace) + direction * k) - 1] = god;
  });
  return {
    earth,
    heaven,
    stars,
    doors,
    gods,
    ruiPalace: ringPalace(ringIndex(2) + starShift),
    xunStem,
    xunPalace,
    zhiFuStar,
    zhiFuPalace,
    zhiShiDoor,
    zhiShiPalace,
  };
}
