import { useTranslation } from 'react-i18next';
import { BannerSwiper } from './banner-swiper';
import { ToolGrid } from './tool-grid';
import styles from './home-page.module.css';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.page}>
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
