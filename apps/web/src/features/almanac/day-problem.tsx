import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DateBounds } from './dates';
import { ErrorBlock } from '../../shared/ui/error-block';
import styles from './day-problem.module.css';

interface DayProblemProps {
  readonly problem: 'outOfRange' | 'failed';
  readonly bounds: DateBounds;
  readonly onToday: () => void;
}

/** What a day page shows when the day in its address cannot be shown. */
export function DayProblem({ problem, bounds, onToday }: DayProblemProps) {
  const { t } = useTranslation('almanac');
  return (
    <div className={styles.problem}>
      <ErrorBlock
        status={problem === 'failed' ? 'default' : 'empty'}
        title={t(`date.${problem}`)}
        description={
          problem === 'outOfRange'
            ? t('date.outOfRangeHint', { min: bounds.minYear, max: bounds.maxYear })
            : t('date.failedHint')
        }
      >
        <Button className={styles.today} color="primary" shape="rounded" onClick={onToday}>
          {t('date.backToToday')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
