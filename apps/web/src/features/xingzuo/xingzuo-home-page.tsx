import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { skyAt } from '@tarot/core/astrology/answers';
import { HOROSCOPE_ZONE, todayIn } from '@tarot/core/astrology/period';
import { sunSignDays } from '@tarot/core/astrology/sun-signs';
import { PAGES } from '../../shared/config/paths';
import { Disclaimer } from '../../shared/ui/disclaimer';
import { SignGrid } from './sign-grid';
import { TextsGate } from './texts-gate';
import { TodaySky } from './today-sky';
import styles from './xingzuo.module.css';

/**
 * 星座: today's sky and the twelve signs, each leading to its horoscope. Computed on the
 * device from core, so it works offline once the page and its texts have been fetched.
 */
export default function XingzuoHomePage() {
  const { t } = useTranslation('xingzuo');
  const [now] = useState(() => Date.now());
  const sky = useMemo(() => skyAt(now), [now]);
  const days = useMemo(() => sunSignDays(todayIn(HOROSCOPE_ZONE, now)[0]), [now]);
  return (
    <div className={styles.page}>
      <TextsGate>
        {(texts) => (
          <>
            <TodaySky sky={sky} texts={texts} />
            <nav className={styles.homeLinks}>
              <Link className={styles.homeLink} to={PAGES.xingzuoPersonal}>
                <strong>{t('links.personal')}</strong>
                <span className={styles.small}>{t('links.personalHint')}</span>
              </Link>
              <Link className={styles.homeLink} to={PAGES.xingzuoNatal}>
                <strong>{t('links.natal')}</strong>
                <span className={styles.small}>{t('links.natalHint')}</span>
              </Link>
              <Link className={styles.homeLink} to={PAGES.xingzuoSynastry}>
                <strong>{t('links.synastry')}</strong>
                <span className={styles.small}>{t('links.synastryHint')}</span>
              </Link>
            </nav>
            <section aria-labelledby="xingzuo-signs">
              <h2 id="xingzuo-signs" className={styles.sectionTitle}>
                {t('signs.title')}
              </h2>
              <p className={styles.small}>{t('signs.hint')}</p>
              <SignGrid days={days} texts={texts} />
            </section>
          </>
        )}
      </TextsGate>
      <Disclaimer text="xingzuo:note" />
    </div>
  );
}
