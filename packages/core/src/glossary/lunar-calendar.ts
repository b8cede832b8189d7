/**
 * The lunar calendar's own names: months (tyme4ts' LunarMonth names, '闰' before a leap
 * month) and days (初一 … 三十, numbers outside Chinese), 月相 (Phase) and 六曜 (SixStar). Japanese keeps its 旧暦 usage (1月, 仏滅);
 * the 六曜 are a Japanese almanac's marks, so other languages give their Japanese names
 * with a short gloss.
 */
import { ROW_COLUMNS, renderingOf, type GlossaryTable, type Row, type TermLanguage } from './renderings';

//        zh-Hant   en   ja   ko   fr   es   de   pt   ru   it
// prettier-ignore
export const LUNAR_MONTHS: GlossaryTable = {
  正月: ['正月', '1st lunar month', '1月', '1월', '1er mois lunaire', '1.er mes lunar', '1. Mondmonat', '1.º mês lunar', '1-й лунный месяц', '1° mese lunare'],
  二月: ['二月', '2nd lunar month', '2月', '2월', '2e mois lunaire', '2.º mes lunar', '2. Mondmonat', '2.º mês lunar', '2-й лунный месяц', '2° mese lunare'],
  三月: ['三月', '3rd lunar month', '3月', '3월', '3e mois lunaire', '3.er mes lunar', '3. Mondmonat', '3.º mês lunar', '3-й лунный месяц', '3° mese lunare'],
  四月: ['四月', '4th lunar month', '4月', '4월', '4e mois lunaire', '4.º mes lunar', '4. Mondmonat', '4.º mês lunar', '4-й лунный месяц', '4° mese lunare'],
  五月: ['五月', '5th lunar month', '5月', '5월', '5e mois lunaire', '5.º mes lunar', '5. Mondmonat', '5.º mês lunar', '5-й лунный месяц', '5° mese lunare'],
  六月: ['六月', '6th lunar month', '6月', '6월', '6e mois lunaire', '6.º mes lunar', '6. Mondmonat', '6.º mês lunar', '6-й лунный месяц', '6° mese lunare'],
  七月: ['七月', '7th lunar month', '7月', '7월', '7e mois lunaire', '7.º mes lunar', '7. Mondmonat', '7.º mês lunar', '7-й лунный месяц', '7° mese lunare'],
  八月: ['八月', '8th lunar month', '8月', '8월', '8e mois lunaire', '8.º mes lunar', '8. Mondmonat', '8.º mês lunar', '8-й лунный месяц', '8° mese lunare'],
  九月: ['九月', '9th lunar month', '9月', '9월', '9e mois lunaire', '9.º mes lunar', '9. Mondmonat', '9.º mês lunar', '9-й лунный месяц', '9° mese lunare'],
  十月: ['十月', '10th lunar month', '10月', '10월', '10e mois lunaire', '10.º mes lunar', '10. Mondmonat', '10.º mês lunar', '10-й лунный месяц', '10° mese lunare'],
  十一月: ['十一月', '11th lunar month', '11月', '11월', '11e mois lunaire', '11.º mes lunar', '11. Mondmonat', '11.º mês lunar', '11-й лунный месяц', '11° mese lunare'],
  十二月: ['十二月', '12th lunar month', '12月', '12월', '12e mois lunaire', '12.º mes lunar', '12. Mondmonat', '12.º mês lunar', '12-й лунный месяц', '12° mese lunare'],
};

/** How each language marks a leap month; {} is the month it repeats. */
// prettier-ignore
const LEAP: Row = ['閏{}', 'leap {}', '閏{}', '윤{}', '{} intercalaire', '{} intercalar', '{} (Schaltmonat)', '{} intercalar', 'вставной {}', '{} intercalare'];
const LEAP_MARK = '闰';

/** A lunar month as tyme4ts names it ('四月', '闰四月') in `lang`, or undefined when unknown. */
export function lunarMonthName(lang: TermLanguage, name: string): string | undefined {
  const leap = name.startsWith(LEAP_MARK);
  const month = renderingOf(LUNAR_MONTHS, lang, leap ? name.slice(LEAP_MARK.length) : name);
  if (month === undefined || !leap) return month;
  return lang === 'zh-Hans' ? name : LEAP[ROW_COLUMNS.indexOf(lang)]!.replace('{}', month);
}

/**
 * tyme4ts' LunarDay.NAMES, written out so that a page showing a lunar day does not download the
 * calendar library (70 KB gzipped) for it; lunar-day-names.test.ts holds the two equal.
 */
export const LUNAR_DAY_NAMES: readonly string[] = (
  '初一 初二 初三 初四 初五 初六 初七 初八 初九 初十 十一 十二 十三 十四 十五 ' +
  '十六 十七 十八 十九 二十 廿一 廿二 廿三 廿四 廿五 廿六 廿七 廿八 廿九 三十'
).split(' ');

/** A lunar day as tyme4ts names it ('初一', '廿三'): the name in Chinese, its number elsewhere. */
export function lunarDayName(lang: TermLanguage, name: string): string | undefined {
  const index = LUNAR_DAY_NAMES.indexOf(name);
  if (index < 0) return undefined;
  return lang === 'zh-Hans' || lang === 'zh-Hant' ? name : String(index + 1);
}

/** 月相, the eight phases of the moon. */
// prettier-ignore
export const MOON_PHASES: GlossaryTable = {
  新月: ['新月', 'New moon', '新月', '삭', 'Nouvelle lune', 'Luna nueva', 'Neumond', 'Lua nova', 'Новолуние', 'Luna nuova'],
  蛾眉月: ['蛾眉月', 'Waxing crescent', '三日月', '초승달', 'Premier croissant', 'Luna creciente', 'Zunehmende Sichel', 'Lua crescente', 'Молодая луна', 'Falce crescente'],
  上弦月: ['上弦月', 'First quarter', '上弦の月', '상현달', 'Premier quartier', 'Cuarto creciente', 'Erstes Viertel', 'Quarto crescente', 'Первая четверть', 'Primo quarto'],
  盈凸月: ['盈凸月', 'Waxing gibbous', '十三夜月', '차가는 볼록달', 'Gibbeuse croissante', 'Gibosa creciente', 'Zunehmender Mond', 'Gibosa crescente', 'Растущая луна', 'Gibbosa crescente'],
  满月: ['滿月', 'Full moon', '満月', '보름달', 'Pleine lune', 'Luna llena', 'Vollmond', 'Lua cheia', 'Полнолуние', 'Luna piena'],
  亏凸月: ['虧凸月', 'Waning gibbous', '寝待月', '기우는 볼록달', 'Gibbeuse décroissante', 'Gibosa menguante', 'Abnehmender Mond', 'Gibosa minguante', 'Убывающая луна', 'Gibbosa calante'],
  下弦月: ['下弦月', 'Last quarter', '下弦の月', '하현달', 'Dernier quartier', 'Cuarto menguante', 'Letztes Viertel', 'Quarto minguante', 'Последняя четверть', 'Ultimo quarto'],
  残月: ['殘月', 'Waning crescent', '有明月', '그믐달', 'Dernier croissant', 'Luna menguante', 'Abnehmende Sichel', 'Lua minguante', 'Старая луна', 'Falce calante'],
};

/** 六曜, the six-day cycle of Japanese almanacs, counted from the lunar month and day. */
// prettier-ignore
export const SIX_STARS: GlossaryTable = {
  先胜: ['先勝', 'Sensho (win early)', '先勝', '선승', 'Senshō (gagner tôt)', 'Senshō (ganar temprano)', 'Senshō (früh gewinnen)', 'Senshō (ganhar cedo)', 'Сэнсё (ранняя удача)', 'Senshō (vincere presto)'],
  友引: ['友引', 'Tomobiki (pull a friend)', '友引', '우인', 'Tomobiki (entraîner un ami)', 'Tomobiki (arrastrar a un amigo)', 'Tomobiki (Freund mitziehen)', 'Tomobiki (puxar um amigo)', 'Томобики (увлечь друга)', 'Tomobiki (trascinare un amico)'],
  先负: ['先負', 'Senbu (lose early)', '先負', '선부', 'Senbu (perdre tôt)', 'Senbu (perder temprano)', 'Senbu (früh verlieren)', 'Senbu (perder cedo)', 'Сэмбу (поздняя удача)', 'Senbu (perdere presto)'],
  佛灭: ['佛滅', "Butsumetsu (Buddha's death)", '仏滅', '불멸', 'Butsumetsu (mort du Bouddha)', 'Butsumetsu (muerte de Buda)', 'Butsumetsu (Buddhas Tod)', 'Butsumetsu (morte de Buda)', 'Буцумэцу (смерть Будды)', 'Butsumetsu (morte del Buddha)'],
  大安: ['大安', 'Taian (great peace)', '大安', '대안', 'Taian (grande paix)', 'Taian (gran paz)', 'Taian (großer Frieden)', 'Taian (grande paz)', 'Тайан (великий покой)', 'Taian (grande pace)'],
  赤口: ['赤口', 'Shakko (red mouth)', '赤口', '적구', 'Shakkō (bouche rouge)', 'Shakkō (boca roja)', 'Shakkō (roter Mund)', 'Shakkō (boca vermelha)', 'Сякко (красный рот)', 'Shakkō (bocca rossa)'],
};
