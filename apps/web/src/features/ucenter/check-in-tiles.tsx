import { CalendarOutline, CheckCircleFill, PlayOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { POINTS_RULES, type PointsSummary } from '@tarot/contract/points';
import type { MenuItem } from './menu';
import type { CheckIns } from './use-check-ins';
import styles from './check-in-tiles.module.css';

interface CheckInTilesProps {
  readonly items: readonly MenuItem[];
  /** Absent for visitors and while loading. */
  readonly summary: PointsSummary | undefined;
  readonly checkIns: CheckIns;
}

/** The check-ins as tiles that overlap the header: the daily one with its streak, and the ad one when an ad is scheduled. */
export function CheckInTiles({ items, summary, checkIns }: CheckInTilesProps) {
  const { t } = useTranslation('ucenter');
  const tile = (item: MenuItem) => {
    const daily = item.action.kind === 'check-in';
    const done = daily ? summary?.checkedInToday : summary?.adCheckedInToday;
    const reward = daily ? (summary?.nextCheckInPoints ?? POINTS_RULES.checkInBase) : POINTS_RULES.adCheckIn;
    const detail = done
      ? daily
        ? t('checkIn.streak', { days: summary?.streak ?? 0 })
        : t('adCheckIn.doneToday')
      : t(daily ? 'checkIn.reward' : 'adCheckIn.reward', { points: reward });
    const Icon = daily ? CalendarOutline : PlayOutline;
    return (
      <button
        key={item.key}
        type="button"
        className={styles.tile}
        data-done={done ? 'true' : 'false'}
        disabled={done || checkIns.pending !== null}
        aria-busy={checkIns.pending === (daily ? 'daily' : 'ad')}
        onClick={() => void (daily ? checkIns.checkIn() : checkIns.adCheckIn())}
      >
        <span className={styles.icon} aria-hidden="true">
          {done ? <CheckCircleFill /> : <Icon />}
        </span>
        <span className={styles.text}>
          <span className={styles.title}>{done ? t(`menu.${item.key}Done`) : t(`menu.${item.key}`)}</span>
          <span className={styles.detail}>{detail}</span>
        </span>
      </button>
    );
  };
  // The ad check-in exists only while an ad is scheduled (decision 0025): never an empty slot.
  const shown = items.filter((item) => item.action.kind !== 'ad-check-in' || summary?.adCheckInAvailable);
  return <div className={styles.tiles}>{shown.map(tile)}</div>;
}
