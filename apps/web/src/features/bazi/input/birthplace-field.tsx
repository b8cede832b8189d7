import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LazyPlacePicker } from '../../../shared/places/lazy-place-picker';
import type { ChartRequest } from '../chart-request';
import { usePickerSheets } from './use-picker-sheets';
import styles from './bazi-page.module.css';

type Birthplace = Pick<ChartRequest, 'place' | 'location' | 'timeZone' | 'trueSolar'>;

interface BirthplaceFieldProps {
  readonly value: Birthplace;
  readonly onChange: (value: Birthplace) => void;
}

const NO_PLACE: Birthplace = { place: null, location: null, timeZone: null, trueSolar: false };

/**
 * Where the birth was, for true solar time; optional and clearable. A Chinese city from the
 * province list keeps the time as Beijing clock time; a city anywhere else, from the gazetteer,
 * brings its time zone, so the time entered is that place's clock.
 */
export function BirthplaceField({ value, onChange }: BirthplaceFieldProps) {
  const { t } = useTranslation('bazi');
  const [open, setOpen] = useState(false);
  const [worldOpen, setWorldOpen] = useState(false);
  const { module: sheets, load } = usePickerSheets();
  const { place, location } = value;
  const label = place
    ? place.province === place.city
      ? place.city
      : `${place.province} ${place.city}`
    : (location?.name ?? t('form.noPlace'));
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
      <List.Item onClick={() => setWorldOpen(true)} clickable description={t('form.worldPlaceHint')}>
        <span className={styles.clear}>{t('common:places.pick')}</span>
      </List.Item>
      {(place || location) && (
        <List.Item onClick={() => onChange(NO_PLACE)} clickable arrowIcon={false}>
          <span className={styles.clear}>{t('form.clearPlace')}</span>
        </List.Item>
      )}
      {sheets && (
        <sheets.CascadePicker
          visible={open}
          onClose={() => setOpen(false)}
          title={t('form.birthplace')}
          options={sheets.PLACE_OPTIONS}
          value={place ? [place.province, place.city] : ['北京', '北京']}
          onConfirm={([province, city]) => {
            if (typeof province === 'string' && typeof city === 'string')
              onChange({ place: { province, city }, location: null, timeZone: null, trueSolar: true });
          }}
          cancelText={t('common:actions.cancel')}
          confirmText={t('common:actions.ok')}
        />
      )}
      <LazyPlacePicker
        visible={worldOpen}
        onClose={() => setWorldOpen(false)}
        onPick={({ name, latitude, longitude, timeZone }) =>
          onChange({ place: null, location: { name, latitude, longitude }, timeZone, trueSolar: true })
        }
      />
    </>
  );
}
