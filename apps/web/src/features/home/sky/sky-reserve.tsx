import type { Ref } from 'react';
import styles from './home-sky.module.css';

/**
 * The sky section's height, held from the home page's first paint until the sky is drawn:
 * the banners and tools below it never move (they did, by the section's 210 px, when it
 * appeared after today's card: Lighthouse's layout shift 0.11).
 */
export function SkyReserve({ ref }: { readonly ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className={styles.reserve} aria-hidden="true" />;
}
