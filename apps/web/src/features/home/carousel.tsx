import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '@tarot/contract/limits';
import styles from './carousel.module.css';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's banner carousel: native scroll snapping, so a swipe is the browser's own
 * and the first screen carries no gesture or animation library (antd-mobile's Swiper brings
 * react-spring and use-gesture, about 24 KB gzipped). It advances every swiperIntervalMs and
 * wraps from the last slide to the first; a swipe restarts the wait.
 */
export function Carousel({ children }: { readonly children: ReactNode }) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const element = track.current;
    if (!element || slides.length < 2) return;
    const timer = setTimeout(() => {
      const next = (index + 1) % slides.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    }, LIMITS.swiperIntervalMs);
    return () => clearTimeout(timer);
  }, [index, slides.length]);

  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <div className={styles.carousel}>
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {slides.map((slide, position) => (
          <div key={position} className={styles.slide} aria-hidden={position !== index}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {slides.map((_, position) => (
            <span key={position} className={styles.dot} data-active={position === index} />
          ))}
        </div>
      )}
    </div>
  );
}
