import type { CSSProperties, ReactNode } from 'react';
import { spreadBounds, type Spread, type SpreadPosition } from '@tarot/core/tarot/spreads';
import styles from './spread-layout.module.css';

/** Card height over width, as the art is drawn. */
const CARD_RATIO = 1.75;

interface SpreadLayoutProps {
  readonly spread: Spread;
  readonly renderSlot: (position: SpreadPosition, index: number) => ReactNode;
  readonly className?: string;
  /** Fit the whole layout inside a square of this many pixels (thumbnails). */
  readonly fitBox?: number;
  /** Keep the layout no taller than this CSS length (e.g. `50dvh`), narrowing it to match. */
  readonly maxHeight?: string;
}

/**
 * Places each position by its card-unit coordinates as percentages of the layout's
 * extent, so the same layout draws as a thumbnail in a list and full width in a reading.
 */
export function SpreadLayout({ spread, renderSlot, className, fitBox, maxHeight }: SpreadLayoutProps) {
  const { minX, minY, width, height } = spreadBounds(spread);
  const aspect = width / (height * CARD_RATIO);
  return (
    <div
      className={[styles.layout, className].filter(Boolean).join(' ')}
      style={{
        aspectRatio: String(aspect),
        width: fitBox ? Math.min(fitBox, fitBox * aspect) : undefined,
        maxWidth: maxHeight ? `min(100%, calc(${maxHeight} * ${aspect}))` : undefined,
      }}
    >
      {spread.positions.map((position, index) => {
        const style: CSSProperties = {
          left: `${((position.x - minX) / width) * 100}%`,
          top: `${((position.y - minY) / height) * 100}%`,
          width: `${100 / width}%`,
          height: `${100 / height}%`,
        };
        return (
          <div key={position.key} className={styles.slot} data-crossing={position.crossing ?? false} style={style}>
            {renderSlot(position, index)}
          </div>
        );
      })}
    </div>
  );
}
