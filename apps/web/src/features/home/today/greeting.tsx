import { useTranslation } from 'react-i18next';
import styles from './greeting.module.css';

export type DayPart = 'night' | 'morning' | 'noon' | 'afternoon' | 'evening';

/** The part of the day a greeting speaks to, by the phone's clock. */
export function dayPart(hour: number): DayPart {
  if (hour < 5) return 'night';
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return hour < 23 ? 'evening' : 'night';
}

/** Good morning, and today's date in the reader's own calendar words. */
export function Greeting({ now }: { readonly now: Date }) {
  const { t, i18n } = useTranslation('home');
  const date = new Intl.DateTimeFormat(i18n.language, { month: 'long', day: 'numeric', weekday: 'long' }).format(now);
  return (
    <header className={styles.greeting}>
      <h1 className={styles.hello}>{t(`today.greeting.${dayPart(now.getHours())}`)}</h1>
      <p className={styles.date}>{date}</p>
    </header>
  );
}
