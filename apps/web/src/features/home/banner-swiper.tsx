import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicBanner } from '@tarot/contract/banners';
import { TOOLS } from '../../shared/config/tools';
import { BannerArt, type BannerTool } from './banner-art';
import { bannerTarget } from './banner-link';
import { Carousel } from './carousel';
import { usePublishedBanners } from './published-banners';
import styles from './banner-swiper.module.css';

/** Banners for featured tools, each with its own picture; a banner shows only once its tool has a working page. */
const FEATURED: readonly BannerTool[] = ['cards', 'daily', 'spreads', 'almanac', 'bazi'];

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
  const slides = FEATURED.flatMap((id) =>
    TOOLS.filter((tool) => tool.id === id).map((tool) => ({ id, path: tool.path })),
  );
  return (
    <div className={styles.frame}>
      <Carousel>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={styles.banner}
            data-variant={index % 3}
            onClick={() => void navigate(slide.path)}
          >
            <span className={styles.title}>{t(`banners.${slide.id}.title`)}</span>
            <span className={styles.text}>{t(`banners.${slide.id}.text`)}</span>
            <BannerArt tool={slide.id} className={styles.art} />
          </button>
        ))}
      </Carousel>
    </div>
  );
}
