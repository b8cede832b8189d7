import { DatePicker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { fromLocalDate, toLocalDate, type DateBounds } from './dates';

export interface DatePickerSheetProps {
  readonly open: boolean;
  readonly value: string;
  readonly bounds: DateBounds;
  readonly title: string;
  readonly onClose: () => void;
  readonly onChange: (date: string) => void;
}

/** antd-mobile's date picker (it clamps the day to the month itself), in a chunk of its own. */
export function DatePickerSheet({ open, value, bounds, title, onClose, onChange }: DatePickerSheetProps) {
  const { t } = useTranslation();
  return (
    <DatePicker
      visible={open}
      onClose={onClose}
      title={title}
      min={toLocalDate(bounds.min)}
      max={toLocalDate(bounds.max)}
      value={toLocalDate(value)}
      onConfirm={(date) => onChange(fromLocalDate(date))}
      cancelText={t('actions.cancel')}
      confirmText={t('actions.ok')}
    />
  );
}
