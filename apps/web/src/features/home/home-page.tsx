import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../shared/daily-card/local-date';
import { SearchEntry } from '../../shared/ui/search-entry';
import { BannerSwiper } from './banner-swiper';
import { MineEntry } from './mine-entry';
import { ToolGrid } from './tool-grid';
import { Greeting } from './today/greeting';
import { TodayPlaceholder } from './today/today-placeholder';
import styles from './home-page.module.css';

/**
 * Today's card, its faces and the day's lines come in a chunk of their own, asked for as the
 * page renders: the first screen's JavaScript stays within its 120 KB (DESIGN.md), and the
 * placeholder holds their place.
 */
const TodaySections = lazy(() => import('./today/today-sections'));

/** Today first (a greeting, the day's card and lines), then the banners and every tool. */
export default function HomePage() {
  const { t } = useTranslation('home');
  // Read once: a page left open past midnight keeps the day it showed until it is opened again.
  const [now] = useState(() => new Date());
  return (
    <div className={styles.page}>
      <div className={styles.topRow}>
        <SearchEntry />
        <MineEntry />
      </div>
      <Greeting now={now} />
      <Suspense fallback={<TodayPlaceholder />}>
        <TodaySections date={localDate(now)} />
      </Suspense>
      <BannerSwiper />
      <section className={styles.section} aria-labelledby="home-tools">
        <h2 id="home-tools" className={styles.heading}>
          {t('toolsHeading')}
        </h2>
        <ToolGrid />
      </section>
      <p className={styles.note}>{t('entertainmentNote')}</p>
    </div>
  );
}
