import { useState } from 'react';
import { List, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { hourBranchName } from '@tarot/core/calendar/hour-branch';

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  label: `${pad(hour)} · ${hourBranchName(hour)}`,
  value: hour,
}));
const MINUTES = Array.from({ length: 60 }, (_, minute) => ({ label: pad(minute), value: minute }));

interface BirthTimeFieldProps {
  readonly hour: number;
  readonly minute: number;
  readonly onChange: (hour: number, minute: number) => void;
}

/** Hour and minute of birth, 00:00–23:59, with the 时辰 shown beside the hour. */
export function BirthTimeField({ hour, minute, onChange }: BirthTimeFieldProps) {
  const { t } = useTranslation('bazi');
  const [open, setOpen] = useState(false);
  return (
    <>
      <List.Item extra={`${pad(hour)}:${pad(minute)} ${hourBranchName(hour)}`} onClick={() => setOpen(true)} clickable>
        {t('form.birthTime')}
      </List.Item>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title={t('form.birthTime')}
        columns={[HOURS, MINUTES]}
        value={[hour, minute]}
        onConfirm={([pickedHour, pickedMinute]) => onChange(Number(pickedHour ?? 0), Number(pickedMinute ?? 0))}
        cancelText={t('common:actions.cancel')}
        confirmText={t('common:actions.ok')}
      />
    </>
  );
}
