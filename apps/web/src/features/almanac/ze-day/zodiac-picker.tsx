import { useState } from 'react';
import { List, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ZODIAC_NAMES } from '@tarot/core/calendar/zodiac';

interface ZodiacPickerProps {
  readonly value: string | null;
  readonly onChange: (zodiac: string | null) => void;
}

const ANYONE = '';

/** The person's 生肖 (optional): days that clash with it are left out. */
export function ZodiacPicker({ value, onChange }: ZodiacPickerProps) {
  const { t } = useTranslation('almanac');
  const [open, setOpen] = useState(false);
  const name = (zodiac: string) => t(`zeDay.zodiacs.${zodiac}`, { defaultValue: zodiac });
  const columns = [
    [
      { label: t('zeDay.anyZodiac'), value: ANYONE },
      ...ZODIAC_NAMES.map((zodiac) => ({ label: name(zodiac), value: zodiac })),
    ],
  ];
  return (
    <>
      <List.Item
        description={t('zeDay.zodiacHint')}
        extra={value ? name(value) : t('zeDay.anyZodiac')}
        onClick={() => setOpen(true)}
        clickable
      >
        {t('zeDay.zodiac')}
      </List.Item>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        title={t('zeDay.zodiac')}
        columns={columns}
        value={[value ?? ANYONE]}
        onConfirm={([picked]) => onChange(typeof picked === 'string' && picked !== ANYONE ? picked : null)}
        cancelText={t('common:actions.cancel')}
        confirmText={t('common:actions.ok')}
      />
    </>
  );
}
