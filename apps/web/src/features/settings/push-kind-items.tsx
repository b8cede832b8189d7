import { List, Switch } from 'antd-mobile';
import type { UpdatePreferencesBody, UserPreferences } from '@tarot/contract/preferences';
import { useTranslation } from 'react-i18next';
import { DailyTarotTimeItem } from './daily-tarot-time-item';
import styles from './settings-page.module.css';

interface PushKindItemsProps {
  readonly preferences: UserPreferences;
  readonly save: (change: UpdatePreferencesBody) => Promise<boolean>;
}

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
      <DailyTarotTimeItem time={preferences.pushDailyTarotTime} save={save} />
      <List.Item
        className={styles.pushKind}
        description={t('settings.checkInHint')}
        extra={kindSwitch(t('settings.checkIn'), preferences.pushCheckInReminder, (on) => ({
          pushCheckInReminder: on,
        }))}
      >
        {t('settings.checkIn')}
      </List.Item>
    </>
  );
}
