import { useTranslation } from 'react-i18next';
import type { ZeDayExclusion, ZeDayReason } from '@tarot/core/calendar/ze-day';
import { zeDayLine, type ZeDayWording } from '@tarot/core/calendar/ze-day-text';
import styles from './day-reasons.module.css';

/** Shown on the card itself as tags, so not repeated as reasons. */
const ON_THE_CARD: ReadonlySet<ZeDayReason['kind']> = new Set(['yellowDay', 'suitedDuty']);

/**
 * Why a good day qualifies, beyond the 建除 and 值神 its card already shows as tags: the
 * event in its 宜, 不将 for a wedding, the 生肖 it spares, and the auspicious gods that rank it.
 */
export function ReasonChips({ reasons, wording }: { reasons: readonly ZeDayReason[]; wording: ZeDayWording }) {
  const { t } = useTranslation('almanac');
  return (
    <ul className={styles.chips} aria-label={t('zeDay.why')}>
      {reasons
        .filter((reason) => !ON_THE_CARD.has(reason.kind))
        .map((reason) => {
          const { code, text } = zeDayLine(reason, wording);
          return (
            <li key={text} data-kind={code}>
              {text}
            </li>
          );
        })}
    </ul>
  );
}

/** Every reason a day is not offered. */
export function ExclusionChips({ reasons, wording }: { reasons: readonly ZeDayExclusion[]; wording: ZeDayWording }) {
  return (
    <ul className={styles.chips}>
      {reasons.map((reason) => {
        const { code, text } = zeDayLine(reason, wording);
        return (
          <li key={text} data-kind="exclusion" data-code={code}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
