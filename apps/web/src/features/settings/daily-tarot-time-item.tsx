import { useState } from 'react';
import { List, Picker, Switch } from 'antd-mobile';
import type { UpdatePreferencesBody } from '@tarot/contract/preferences';
import { useTranslation } from 'react-i18next';
import styles from './settings-page.module.css';

/** Where the reminder starts when first switched on: early enough to set the day's tone. */
export const DEFAULT_DAILY_TAROT_TIME = '08:00';

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, '0'));
const COLUMNS = [twoDigits(24), twoDigits(60)].map((values) => values.map((value) => ({ label: value, value })));

interface DailyTarotTimeItemProps {
  /** `HH:MM`, or null while the reminder is off. */
  readonly time: string | null;
  readonly save: (change: UpdatePreferencesBody) => Promise<boolean>;
}

/** The daily tarot reminder: off, or on at a time of day the member picks. */
export function DailyTarotTimeItem({ time, save }: DailyTarotTimeItemProps) {
  const { t } = useTranslation('push');
  const [picking, setPicking] = useState(false);
  const [hour = '08', minute = '00'] = (time ?? DEFAULT_DAILY_TAROT_TIME).split(':');

  return (
    <>
      <List.Item
        className={styles.pushKind}
        description={t('settings.dailyTarotHint')}
        extra={
          <Switch
            checked={time !== null}
            onChange={(on) => void save({ pushDailyTarotTime: on ? DEFAULT_DAILY_TAROT_TIME : null })}
            aria-label={t('settings.dailyTarot')}
          />
        }
      >
        {t('settings.dailyTarot')}
      </List.Item>
      {time !== null && (
        <List.Item className={styles.pushKind} extra={time} onClick={() => setPicking(true)} arrowIcon>
          {t('settings.dailyTarotTime')}
        </List.Item>
      )}
      <Picker
        columns={COLUMNS}
        value={[hour, minute]}
        visible={picking}
        title={t('settings.dailyTarotTime')}
        onClose={() => setPicking(false)}
        onConfirm={(value) => void save({ pushDailyTarotTime: `${value[0] ?? hour}:${value[1] ?? minute}` })}
      />
    </>
  );
}
