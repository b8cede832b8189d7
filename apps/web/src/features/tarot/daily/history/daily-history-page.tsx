import { useState } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DailyCardResponse } from '@tarot/contract/tarot';
import { PAGES } from '../../../../shared/config/paths';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { useCardNames } from '../../hooks/use-card-names';
import { useDailyHistory } from '../../../../shared/daily-card/use-daily-reading';
import { DrawDetail } from './draw-detail';
import { HistoryCalendar } from './history-calendar';
import { latestIn, monthOf, monthsWithDraws, type MonthText } from './month-grid';
import { ErrorBlock } from '../../../../shared/ui/error-block';
import styles from './daily-history-page.module.css';

/** A member's daily cards as a month calendar; a tap on a day shows that day's draw. */
export default function DailyHistoryPage() {
  const { t } = useTranslation('tarot');
  const history = useDailyHistory(true);
  if (history.isPending) return <Skeleton.Paragraph className={styles.page} lineCount={8} animated />;
  if (history.isError) return <LoadFailed error={history.error} retry={() => void history.refetch()} />;
  const draws = history.data.items;
  if (draws.length === 0) {
    return (
      <ErrorBlock
        className={styles.page}
        status="empty"
        title={t('dailyHistory.empty')}
        description={
          <>
            <p>{t('dailyHistory.emptyHint')}</p>
            <Link to={PAGES.daily}>{t('dailyHistory.drawToday')}</Link>
          </>
        }
      />
    );
  }
  return <HistoryMonths draws={draws} />;
}

function HistoryMonths({ draws }: { draws: readonly DailyCardResponse[] }) {
  const { t, i18n } = useTranslation('tarot');
  const { data: names } = useCardNames();
  const months = monthsWithDraws(draws);
  const [month, setMonth] = useState<MonthText>(() => months[months.length - 1]!);
  const [selected, setSelected] = useState<string | null>(() => latestIn(month, draws)?.date ?? null);
  const index = months.indexOf(month);
  const open = (next: MonthText) => {
    setMonth(next);
    setSelected(latestIn(next, draws)?.date ?? null);
  };
  const title = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  const chosen = draws.find((draw) => draw.date === selected && monthOf(draw.date) === month);
  const cardName = (id: string) => names?.[id] ?? '';

  return (
    <div className={styles.page}>
      <section className={styles.month}>
        <header className={styles.monthBar}>
          <Button
            fill="none"
            className={styles.step}
            disabled={index <= 0}
            onClick={() => open(months[index - 1]!)}
            aria-label={t('dailyHistory.previousMonth')}
          >
            <LeftOutline aria-hidden="true" />
          </Button>
          <h2 aria-live="polite">{title}</h2>
          <Button
            fill="none"
            className={styles.step}
            disabled={index >= months.length - 1}
            onClick={() => open(months[index + 1]!)}
            aria-label={t('dailyHistory.nextMonth')}
          >
            <RightOutline aria-hidden="true" />
          </Button>
        </header>
        <HistoryCalendar month={month} draws={draws} selected={selected} onSelect={setSelected} cardName={cardName} />
        <p className={styles.hint}>{t('dailyHistory.hint')}</p>
      </section>
      {chosen && <DrawDetail key={chosen.date} draw={chosen} name={cardName(chosen.card.id)} />}
    </div>
  );
}
