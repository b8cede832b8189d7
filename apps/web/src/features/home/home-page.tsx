import { useTranslation } from 'react-i18next';
import { SearchEntry } from '../../shared/ui/search-entry';
import { BannerSwiper } from './banner-swiper';
import { MineEntry } from './mine-entry';
import { ToolGrid } from './tool-grid';
import styles from './home-page.module.css';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.page}>
      <div className={styles.topRow}>
        <SearchEntry />
        <MineEntry />
      </div>
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
