import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { SkyReserve } from './sky-reserve';

/** The sky itself brings the ephemeris and the day's horoscope: fetched only once the section nears the screen. */
const HomeSkyView = lazy(() => import('./home-sky-view'));

/**
 * Today's sky on the home page, below today's card: the Moon's sign and phase and the
 * reader's sign's line for now. This file is all the home page loads until the reader scrolls
 * near it, so the first screen's JavaScript and its Lighthouse run are untouched.
 */
export default function HomeSky() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // The placeholder holds the section's height, so nothing below it jumps when the sky arrives.
  const reserve = <SkyReserve ref={placeholder} />;
  if (!near) return reserve;
  return (
    <Suspense fallback={reserve}>
      <HomeSkyView />
    </Suspense>
  );
}
