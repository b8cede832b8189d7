import { lazyModule, useLazyModule } from '../../../shared/browser/lazy-module';
import type * as FormCalendarModule from './form-calendar';

export type FormCalendar = typeof FormCalendarModule;

/** The form's calendar functions: their own chunk, so the form paints before they arrive. */
export const formCalendar = lazyModule<FormCalendar>(() => import('./form-calendar'));

/** The calendar functions once they have arrived, null until then (the form shows what it can). */
export const useFormCalendar = (): FormCalendar | null => useLazyModule(formCalendar);
