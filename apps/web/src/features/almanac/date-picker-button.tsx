import { useState } from 'react';
import { CalendarOutline } from 'antd-mobile-icons';
import { lazyModule, useModuleWhenIdle } from '../../shared/browser/lazy-module';
import type { DateBounds } from './dates';
import styles from './date-picker-button.module.css';

/** The picker and the antd-mobile popup machinery under it: about 40 KB gzipped the first paint does without. */
const pickerSheet = lazyModule(() => import('./date-picker-sheet'));

interface DatePickerButtonProps {
  readonly value: string;
  readonly bounds: DateBounds;
  readonly onChange: (date: string) => void;
  /** What the button says; the picker's title too unless `title` is given. */
  readonly label: string;
  readonly title?: string;
  readonly className?: string;
}

/** A button that opens a date picker; a tap before the picker has arrived opens it on arrival. */
export function DatePickerButton({ value, bounds, onChange, label, title, className }: DatePickerButtonProps) {
  const [open, setOpen] = useState(false);
  const { module: sheet, load } = useModuleWhenIdle(pickerSheet);
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ''}`}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <CalendarOutline aria-hidden="true" />
        <span>{label}</span>
      </button>
      {sheet && (
        <sheet.DatePickerSheet
          open={open}
          value={value}
          bounds={bounds}
          title={title ?? label}
          onClose={() => setOpen(false)}
          onChange={onChange}
        />
      )}
    </>
  );
}
