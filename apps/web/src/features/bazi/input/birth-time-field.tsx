import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isTermLanguage } from '@tarot/core/glossary/renderings';
import { hourLabel } from './hour-label';
import { useFormCalendar } from './use-form-calendar';
import { usePickerSheets } from './use-picker-sheets';

const pad = (value: number) => String(value).padStart(2, '0');
const MINUTES = Array.from({ length: 60 }, (_, minute) => ({ label: pad(minute), value: minute }));

interface BirthTimeFieldProps {
  readonly hour: number;
  readonly minute: number;
  readonly onChange: (hour: number, minute: number) => void;
}

/** Hour and minute of birth, 00:00–23:59, with the 时辰 shown beside the hour. */
export function BirthTimeField({ hour, minute, onChange }: BirthTimeFieldProps) {
  const { t, i18n } = useTranslation('bazi');
  const lang = isTermLanguage(i18n.language) ? i18n.language : 'zh-Hans';
  const [open, setOpen] = useState(false);
  const { module: sheets, load } = usePickerSheets();
  // The 时辰 beside each hour appear once the calendar library has arrived.
  const calendar = useFormCalendar();
  // The library names the hour in Chinese ('午时'); its first character is the branch.
  const branch = (value: number) => (calendar ? hourLabel(lang, calendar.hourBranchName(value).charAt(0)) : '');
  const hours = Array.from({ length: 24 }, (_, value) => ({
    label: calendar ? `${pad(value)} · ${branch(value)}` : pad(value),
    value,
  }));
  return (
    <>
      <List.Item
        extra={`${pad(hour)}:${pad(minute)} ${branch(hour)}`.trim()}
        onClick={() => {
          load();
          setOpen(true);
        }}
        clickable
      >
        {t('form.birthTime')}
      </List.Item>
      {sheets && (
        <sheets.Picker
          visible={open}
          onClose={() => setOpen(false)}
          title={t('form.birthTime')}
          columns={[hours, MINUTES]}
          value={[hour, minute]}
          onConfirm={([pickedHour, pickedMinute]) => onChange(Number(pickedHour ?? 0), Number(pickedMinute ?? 0))}
          cancelText={t('common:actions.cancel')}
          confirmText={t('common:actions.ok')}
        />
      )}
    </>
  );
}
