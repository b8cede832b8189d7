import { useState } from 'react';
import { List, Picker, Switch } from 'antd-mobile';
import styles from './settings-page.module.css';

const twoDigits = (count: number) => Array.from({ length: count }, (_, n) => String(n).padStart(2, '0'));
const COLUMNS = [twoDigits(24), twoDigits(60)].map((values) => values.map((value) => ({ label: value, value })));

interface TimeOfDayItemProps {
  readonly label: string;
  readonly hint: string;
  /** The row that shows the time and opens the picker. */
  readonly timeLabel: string;
  /** `HH:MM`, or null while the notification is off. */
  readonly time: string | null;
  /** Where the time starts when first switched on. */
  readonly defaultTime: string;
  readonly onChange: (time: string | null) => void;
}

/** A daily notification: off, or on at a time of day the member picks (the daily tarot, the horoscope). */
export function TimeOfDayItem({ label, hint, timeLabel, time, defaultTime, onChange }: TimeOfDayItemProps) {
  const [picking, setPicking] = useState(false);
  const [hour = '08', minute = '00'] = (time ?? defaultTime).split(':');

  return (
    <>
      <List.Item
        className={styles.pushKind}
        description={hint}
        extra={
          <Switch checked={time !== null} onChange={(on) => onChange(on ? defaultTime : null)} aria-label={label} />
        }
      >
        {label}
      </List.Item>
      {time !== null && (
        <List.Item className={styles.pushKind} extra={time} onClick={() => setPicking(true)} arrowIcon>
          {timeLabel}
        </List.Item>
      )}
      <Picker
        columns={COLUMNS}
        value={[hour, minute]}
        visible={picking}
        title={timeLabel}
        onClose={() => setPicking(false)}
        onConfirm={(value) => onChange(`${value[0] ?? hour}:${value[1] ?? minute}`)}
      />
    </>
  );
}
