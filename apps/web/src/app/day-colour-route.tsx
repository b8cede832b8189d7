import DayColourPage from '../features/almanac/day-colour-page';
import type { BirthTools } from '../features/almanac/day-colour/birth-tools';
import { chartSearch, parseChartRequest } from '../features/bazi/chart-request';
import { LazyBirthForm } from '../features/bazi/input/lazy-birth-form';
import { PAGES } from '../shared/config/paths';

/** The 八字 pages' birth form and address format, for the colour page's own colours. */
const BIRTH: BirthTools = {
  parse: parseChartRequest,
  readingLink: (birth) => `${PAGES.baziDetails}${chartSearch({ ...birth, name: '' })}`,
  Form: LazyBirthForm,
};

/** 每日穿衣颜色 composed with the 八字 pages' birth input. */
export default function DayColourRoute() {
  return <DayColourPage birth={BIRTH} />;
}
