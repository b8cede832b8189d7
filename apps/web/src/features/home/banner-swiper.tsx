import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicBanner } from '@tarot/contract/banners';
import { TOOLS } from '../../shared/config/tools';
import { bannerTarget } from './banner-link';
import { Carousel } from './carousel';
import { usePublishedBanners } from './published-banners';
import styles from './banner-swiper.module.css';

/** Banners for featured tools; a banner shows only once its tool has a working page. */
const FEATURED = ['daily', 'spreads', 'almanac', 'bazi'] as const;

/** The administrators' published banners when there are any, else the built-in slides. */
export function BannerSwiper() {
  const published = usePublishedBanners();
  return published.length > 0 ? <PublishedBannerSwiper banners={published} /> : <BuiltInBannerSwiper />;
}

function PublishedBannerSwiper({ banners }: { banners: readonly PublicBanner[] }) {
  const navigate = useNavigate();
  const open = (link: string) => {
    const target = bannerTarget(link);
    if (target.kind === 'route') void navigate(target.path);
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
  };
  return (
    <div className={styles.frame}>
      <Carousel>
        {banners.map((banner) => (
          <button
            key={banner.id}
            type="button"
            className={styles.imageBanner}
            disabled={bannerTarget(banner.link).kind === 'none'}
            onClick={() => open(banner.link)}
          >
            <img src={banner.image} alt="" className={styles.image} />
            <span className={styles.caption}>{banner.title}</span>
          </button>
        ))}
      </Carousel>
    </div>
  );
}

function BuiltInBannerSwiper() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const featured = FEATURED.flatMap((id) => TOOLS.filter((tool) => tool.id === id));
  const slides = [
    { key: 'welcome', title: t('banners.welcome.title'), text: t('banners.welcome.text'), path: null },
    ...featured.map((tool) => ({
      key: tool.id,
      title: t(`banners.${tool.id}.title`),
      text: t(`banners.${tool.id}.text`),
      path: tool.path,
    })),
  ];
  return (
    <div className={styles.frame}>
      <Carousel>
        {slides.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            className={styles.banner}
            data-variant={index % 3}
            disabled={!slide.path}
            onClick={() => slide.path && navigate(slide.path)}
          >
            <span className={styles.title}>{slide.title}</span>
            <span className={styles.text}>{slide.text}</span>
            <svg className={styles.art} viewBox="0 0 120 120" aria-hidden="true">
              <rect x="30" y="14" width="60" height="92" rx="8" />
              <path d="M60 38l6 15 16 1-12 10 4 16-14-9-14 9 4-16-12-10 16-1z" />
              <circle cx="60" cy="26" r="3" />
              <circle cx="60" cy="94" r="3" />
            </svg>
          </button>
        ))}
      </Carousel>
    </div>
  );
}
