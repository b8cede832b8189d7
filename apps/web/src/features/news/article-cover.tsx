import { useId, type ReactNode } from 'react';
import type { ArticleCategory } from '@tarot/contract/articles';
import { coverStars } from './cover-stars';
import styles from './article-cover.module.css';

const WIDTH = 320;
const HEIGHT = 180;

/** One line drawing per category, centred so that narrow crops keep it whole. */
const MOTIFS: Record<ArticleCategory, ReactNode> = {
  tarot: (
    <g transform="translate(128 36)">
      <rect width="64" height="108" rx="8" />
      <rect x="7" y="7" width="50" height="94" rx="4" />
      <path d="M32 34l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" />
    </g>
  ),
  bazi: (
    <g transform="translate(112 40)">
      {[0, 1, 2, 3].map((column) => (
        // A stem over a branch per pillar; the dots keep the tiles from reading as missing glyphs.
        <g key={column} transform={`translate(${column * 26} 0)`}>
          <rect width="18" height="44" rx="4" />
          <circle cx="9" cy="22" r="3.5" className={styles.filled} />
          <rect y="56" width="18" height="44" rx="4" />
          <circle cx="9" cy="78" r="3.5" className={styles.filled} />
        </g>
      ))}
    </g>
  ),
  almanac: (
    <g transform="translate(160 90)">
      <circle r="52" />
      <circle r="34" />
      {Array.from({ length: 12 }, (_, index) => (
        <line key={index} y1="-52" y2="-42" transform={`rotate(${index * 30})`} />
      ))}
      <circle r="6" />
    </g>
  ),
  ziwei: (
    <g transform="translate(103 19)">
      <polyline points="10,90 40,50 78,64 104,22 92,110 40,120 10,90" />
      {[
        [10, 90],
        [40, 50],
        [78, 64],
        [104, 22],
        [92, 110],
        [40, 120],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" className={styles.filled} />
      ))}
    </g>
  ),
  culture: (
    <g transform="translate(160 90)">
      <circle r="52" />
      <path d="M0-52a26 26 0 0 1 0 52a26 26 0 0 0 0 52" />
      <circle cy="-26" r="6" className={styles.filled} />
      <circle cy="26" r="6" />
    </g>
  ),
};

interface ArticleCoverProps {
  readonly category: ArticleCategory;
  /** Varies the starfield from article to article. */
  readonly seed: string;
  readonly className?: string;
}

/** A drawn cover: the category's colours, its motif and a starfield of the article's own. */
export function ArticleCover({ category, seed, className }: ArticleCoverProps) {
  const gradient = useId();
  return (
    <svg
      className={`${styles.cover} ${className ?? ''}`}
      data-category={category}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.from} />
          <stop offset="1" className={styles.to} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradient})`} />
      {coverStars(seed, 18, WIDTH, HEIGHT).map((star, index) => (
        <circle key={index} className={styles.star} cx={star.x} cy={star.y} r={star.r} />
      ))}
      <g className={styles.motif}>{MOTIFS[category]}</g>
    </svg>
  );
}
