import { useTranslation } from 'react-i18next';
import type { ZeDayReason, ZeDayRejection } from '@tarot/core/calendar/ze-day';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import styles from './day-reasons.module.css';

/**
 * Why a good day qualifies, beyond the 建除 and 值神 its card already shows as tags: the
 * event in its 宜, the 生肖 it spares, and the auspicious gods that rank it.
 */
export function ReasonChips({ reasons }: { reasons: readonly ZeDayReason[] }) {
  const { t, i18n } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const text = (reason: ZeDayReason): string | null => {
    switch (reason.kind) {
      case 'recommended':
        return t('zeDay.reasons.recommended', {
          terms: list.format(reason.terms.map((name) => term('activity', name))),
        });
      case 'noClash':
        return t('zeDay.reasons.noClash', {
          zodiacs: list.format(reason.zodiacs.map((zodiac) => term('zodiac', zodiac))),
        });
      case 'god':
        return t('zeDay.reasons.god', { god: term('god', reason.god), points: reason.points });
      case 'ecliptic':
      case 'duty':
        return null;
    }
  };
  return (
    <ul className={styles.chips} aria-label={t('zeDay.why')}>
      {reasons.map((reason) => {
        const label = text(reason);
        return (
          label && (
            <li key={label} data-kind={reason.kind}>
              {label}
            </li>
          )
        );
      })}
    </ul>
  );
}

/** Why a day the almanac marks 宜 for the event is not offered. */
export function RejectionChips({ rejections }: { rejections: readonly ZeDayRejection[] }) {
  const { t } = useTranslation('almanac');
  const { term } = useTerm(ALMANAC_GLOSSARY);
  const text = (rejection: ZeDayRejection): string => {
    switch (rejection.kind) {
      case 'blackDay':
        return t('zeDay.rejections.blackDay', { star: term('twelveStar', rejection.star) });
      case 'duty':
        return t('zeDay.rejections.duty', { duty: term('duty', rejection.duty) });
      case 'clash':
        return t(rejection.person === 'self' ? 'zeDay.rejections.clashSelf' : 'zeDay.rejections.clashPartner', {
          zodiac: term('zodiac', rejection.zodiac),
        });
    }
  };
  return (
    <ul className={styles.chips}>
      {rejections.map((rejection) => {
        const label = text(rejection);
        return (
          <li key={label} data-kind="rejection">
            {label}
          </li>
        );
      })}
    </ul>
  );
}
