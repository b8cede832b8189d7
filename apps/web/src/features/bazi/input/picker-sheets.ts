import { CHINA_PLACES } from '@tarot/core/geo/china-places';

/**
 * The form's pickers and what only they need, in a chunk of their own: the form draws its
 * fields without them, and they arrive while the reader looks at it (useModuleWhenIdle).
 */
export { CascadePicker, DatePicker, Picker } from 'antd-mobile';

/** Provinces and their cities, as the birthplace picker's columns. */
export const PLACE_OPTIONS = CHINA_PLACES.map((province) => ({
  label: province.name,
  value: province.name,
  children: province.cities.map((city) => ({ label: city.name, value: city.name })),
}));
