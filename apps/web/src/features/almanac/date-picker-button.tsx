import { useState } from 'react';
import { DatePicker } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { fromLocalDate, toLocalDate, type DateBounds } from './dates';
import styles from './date-picker-button.module.css';

interface DatePickerButtonProps {
  readonly value: string;
  readonly bounds: DateBounds;
  readonly onChange: (date: string) => void;
  /** What the button says; the picker's title too unless `title` is given. */
  readonly label: string;
  readonly title?: string;
  readonly className?: string;
}

/** A button that opens antd-mobile's date picker (it clamps the day to the month itself). */
export function DatePickerButton({ value, bounds, onChange, label, title, className }: DatePickerButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${styles.button} ${className ?? ''}`} onClick={() => setOpen(true)}>
        <CalendarOutline aria-hidden="true" />
        <span>{label}</span>
      </button>
      <DatePicker
        visible={open}
        onClose={() => setOpen(false)}
        title={title ?? label}
        min={toLocalDate(bounds.min)}
        max={toLocalDate(bounds.max)}
        value={toLocalDate(value)}
        onConfirm={(date) => onChange(fromLocalDate(date))}
        cancelText={t('actions.cancel')}
        confirmText={t('actions.ok')}
      />
    </>
  );
}
