import { useState } from 'react';
import { List, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';
import { SIGN_IDS } from '@tarot/core/astrology/signs';
import { storedSign } from '../../shared/astrology/my-sign';
import { useAstrologyTexts } from '../../shared/astrology/use-astrology-texts';
import { TimeOfDayItem } from './time-of-day-item';
import styles from './settings-page.module.css';

/** Early enough to read before the day starts. */
const DEFAULT_HOROSCOPE_TIME = '07:30';

interface HoroscopeItemsProps {
  readonly preferences: UserPreferences;
  readonly save: (change: UpdatePreferencesBody) => Promise<boolean>;
}

/**
 * The daily horoscope, at a time and for a sign the member picks (the sign last read on this
 * device to begin with, else asked for at once), and the notices of the day's sky.
 */
export function HoroscopeItems({ preferences, save }: HoroscopeItemsProps) {
  const { t } = useTranslation('push');
  const texts = useAstrologyTexts();
  const [picking, setPicking] = useState(false);
  const { pushHoroscopeTime: time, horoscopeSign: sign } = preferences;
  const signName = (id: (typeof SIGN_IDS)[number]) => texts.data?.names.signs[id] ?? id;
  const changeTime = (next: string | null) => {
    const chosen = sign ?? (next === null ? null : storedSign());
    void save({ pushHoroscopeTime: next, ...(chosen === sign ? {} : { horoscopeSign: chosen }) });
    if (next !== null && chosen === null) setPicking(true);
  };

  return (
    <>
      <TimeOfDayItem
        label={t('settings.horoscope')}
        hint={t('settings.horoscopeHint')}
        timeLabel={t('settings.horoscopeTime')}
        time={time}
        defaultTime={DEFAULT_HOROSCOPE_TIME}
        onChange={changeTime}
      />
      {time !== null && (
        <List.Item
          className={styles.pushKind}
          extra={sign ? signName(sign) : t('settings.horoscopeSignUnset')}
          onClick={() => setPicking(true)}
          arrowIcon
        >
          {t('settings.horoscopeSign')}
        </List.Item>
      )}
      <Picker
        columns={[SIGN_IDS.map((id) => ({ label: signName(id), value: id }))]}
        value={[sign ?? storedSign() ?? 'aries']}
        visible={picking}
        title={t('settings.horoscopeSign')}
        onClose={() => setPicking(false)}
        onConfirm={([value]) => {
          const chosen = SIGN_IDS.find((id) => id === value);
          if (chosen) void save({ horoscopeSign: chosen });
        }}
      />
    </>
  );
}
