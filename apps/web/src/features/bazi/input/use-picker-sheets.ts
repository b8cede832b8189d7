import { lazyModule, useModuleWhenIdle } from '../../../shared/browser/lazy-module';

const pickerSheets = lazyModule(() => import('./picker-sheets'));

/** The form's pickers once they have arrived (null before), and `load` for a tap that comes first. */
export const usePickerSheets = () => useModuleWhenIdle(pickerSheets);
