import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageLink } from '../../../shared/config/paths';
import { useCardTexts } from '../hooks/use-card-texts';
import { useDailyHistory } from '../../../shared/daily-card/use-daily-reading';
import styles from './daily-page.module.css';

/** A member's previous days: date, card and overall stars. */
export function DailyHistory({ today }: { today: string }) {
  const { t } = useTranslation('tarot');
  const { data } = useDailyHistory(true);
  const { data: texts } = useCardTexts();
  const earlier = (data?.items ?? []).filter((item) => item.date !== today);
  if (earlier.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3>{t('daily.history')}</h3>
      <ul className={styles.history}>
        {earlier.map((item) => (
          <li key={item.date}>
            <span>{item.date}</span>
            <Link to={pageLink('cardDetail', { id: item.card.id })}>
              {texts?.[item.card.id]?.name} · {t(`orientation.${item.card.reversed ? 'reversed' : 'upright'}`)}
            </Link>
            <span>{'★'.repeat(item.ratings.overall)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
