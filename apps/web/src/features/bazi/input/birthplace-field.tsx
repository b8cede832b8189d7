import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePickerSheets } from './use-picker-sheets';
import styles from './bazi-page.module.css';

interface BirthplaceFieldProps {
  readonly value: { readonly province: string; readonly city: string } | null;
  readonly onChange: (value: { province: string; city: string } | null) => void;
}

/** Province and city of birth, for true solar time; optional and clearable. */
export function BirthplaceField({ value, onChange }: BirthplaceFieldProps) {
  const { t } = useTranslation('bazi');
  const [open, setOpen] = useState(false);
  const { module: sheets, load } = usePickerSheets();
  const label = value
    ? value.province === value.city
      ? value.city
      : `${value.province} ${value.city}`
    : t('form.noPlace');
  return (
    <>
      <List.Item
        extra={label}
        onClick={() => {
          load();
          setOpen(true);
        }}
        clickable
      >
        {t('form.birthplace')}
      </List.Item>
      {value && (
        <List.Item onClick={() => onChange(null)} clickable arrowIcon={false}>
          <span className={styles.clear}>{t('form.clearPlace')}</span>
        </List.Item>
      )}
      {sheets && (
        <sheets.CascadePicker
          visible={open}
          onClose={() => setOpen(false)}
          title={t('form.birthplace')}
          options={sheets.PLACE_OPTIONS}
          value={value ? [value.province, value.city] : ['北京', '北京']}
          onConfirm={([province, city]) => {
            if (typeof province === 'string' && typeof city === 'string') onChange({ province, city });
          }}
          cancelText={t('common:actions.cancel')}
          confirmText={t('common:actions.ok')}
        />
      )}
    </>
  );
}
