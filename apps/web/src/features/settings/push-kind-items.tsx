import { List, Switch } from 'antd-mobile';
import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';
import { useTranslation } from 'react-i18next';
import { HoroscopeItems } from './horoscope-items';
import { TimeOfDayItem } from './time-of-day-item';
import styles from './settings-page.module.css';

interface PushKindItemsProps {
  readonly preferences: UserPreferences;
  readonly save: (change: UpdatePreferencesBody) => Promise<boolean>;
}

/** Where the daily tarot reminder starts when first switched on: early enough to set the day's tone. */
const DEFAULT_DAILY_TAROT_TIME = '08:00';

/** Which kinds of push a member wants, shown under the push switch while it is on. */
export function PushKindItems({ preferences, save }: PushKindItemsProps) {
  const { t } = useTranslation('push');
  const kindSwitch = (label: string, checked: boolean, change: (on: boolean) => UpdatePreferencesBody) => (
    <Switch checked={checked} onChange={(on) => void save(change(on))} aria-label={label} />
  );
  return (
    <>
      <List.Item
        className={styles.pushKind}
        description={t('settings.replyHint')}
        extra={kindSwitch(t('settings.reply'), preferences.pushReply, (on) => ({ pushReply: on }))}
      >
        {t('settings.reply')}
      </List.Item>
      <TimeOfDayItem
        label={t('settings.dailyTarot')}
        hint={t('settings.dailyTarotHint')}
        timeLabel={t('settings.dailyTarotTime')}
        time={preferences.pushDailyTarotTime}
        defaultTime={DEFAULT_DAILY_TAROT_TIME}
        onChange={(time) => void save({ pushDailyTarotTime: time })}
      />
      <List.Item
        className={styles.pushKind}
        description={t('settings.checkInHint')}
        extra={kindSwitch(t('settings.checkIn'), preferences.pushCheckInReminder, (on) => ({
          pushCheckInReminder: on,
        }))}
      >
        {t('settings.checkIn')}
      </List.Item>
      <HoroscopeItems preferences={preferences} save={save} />
      <List.Item
        className={styles.pushKind}
        description={t('settings.skyNoticesHint')}
        extra={kindSwitch(t('settings.skyNotices'), preferences.pushSkyNotices, (on) => ({ pushSkyNotices: on }))}
      >
        {t('settings.skyNotices')}
      </List.Item>
    </>
  );
}
