import { useState } from 'react';
import { CascadePicker, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHINA_PLACES } from '@tarot/core/geo/china-places';
import styles from './bazi-page.module.css';

const OPTIONS = CHINA_PLACES.map((province) => ({
  label: province.name,
  value: province.name,
  children: province.cities.map((city) => ({ label: city.name, value: city.name })),
}));

interface BirthplaceFieldProps {
  readonly value: { readonly province: string; readonly city: string } | null;
  readonly onChange: (value: { province: string; city: string } | null) => void;
}

/** Province and city of birth, for true solar time; optional and clearable. */
export function BirthplaceField({ value, onChange }: BirthplaceFieldProps) {
  const { t } = useTranslation('bazi');
  const [open, setOpen] = useState(false);
  const label = value
    ? value.province === value.city
      ? value.city
      : `${value.province} ${value.city}`
    : t('form.noPlace');
  return (
    <>
      <List.Item extra={label} onClick={() => setOpen(true)} clickable>
        {t('form.birthplace')}
      </List.Item>
      {value && (
        <List.Item onClick={() => onChange(null)} clickable arrowIcon={false}>
          <span className={styles.clear}>{t('form.clearPlace')}</span>
        </List.Item>
      )}
      <CascadePicker
        visible={open}
        onClose={() => setOpen(false)}
        title={t('form.birthplace')}
        options={OPTIONS}
        value={value ? [value.province, value.city] : ['北京', '北京']}
        onConfirm={([province, city]) => {
          if (typeof province === 'string' && typeof city === 'string') onChange({ province, city });
        }}
        cancelText={t('common:actions.cancel')}
        confirmText={t('common:actions.ok')}
      />
    </>
  );
}
