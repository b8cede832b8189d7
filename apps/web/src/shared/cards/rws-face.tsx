import { useState, type CSSProperties } from 'react';
import { SUITS, type CardId } from '@tarot/core/tarot/types';
import { useFirstPageHold } from '../browser/use-first-page-hold';
import { deckIndex, FACE_WIDTHS, faceFileName, PLACEHOLDER_TILE, RWS_FOLDER } from './rws-files';
import styles from './rws-face.module.css';

const folder = `${import.meta.env.BASE_URL}${RWS_FOLDER}/`;

/** The address of a card's face at one of the derived widths, for pages and the share picture. */
export const rwsFaceUrl = (id: CardId, width: (typeof FACE_WIDTHS)[number]): string =>
  `${folder}${faceFileName(id, width)}`;

/**
 * Where the card's tile sits on the placeholder sheet, as background percentages: each tile is
 * framed by a one-pixel copy of its edge, which these positions leave outside the card.
 */
function placeholderStyle(id: CardId): CSSProperties {
  const { width, height, columns } = PLACEHOLDER_TILE;
  const rows = Math.ceil((22 + SUITS.length * 14) / columns);
  const index = deckIndex(id);
  const [column, row] = [index % columns, Math.floor(index / columns)];
  const percent = (cell: number, tile: number, cells: number) =>
    `${((100 * (cell * (tile + 2) + 1)) / (cells * (tile + 2) - tile)).toFixed(3)}%`;
  return {
    backgroundImage: `url(${folder}placeholders.webp)`,
    backgroundSize: `${((100 * columns * (width + 2)) / width).toFixed(3)}% ${((100 * rows * (height + 2)) / height).toFixed(3)}%`,
    backgroundPosition: `${percent(column, width, columns)} ${percent(row, height, rows)}`,
  };
}

interface RwsFaceProps {
  readonly id: CardId;
  /** How wide the face is drawn, as an `<img sizes>` value: the browser picks the width it needs. */
  readonly sizes: string;
  /** The page's main picture: fetched at once and first, not when scrolled near. */
  readonly priority?: boolean;
}

/** A 1909 Rider–Waite–Smith face: its blurred tile at once, the picture over it as it arrives. */
export function RwsFace({ id, sizes, priority = false }: RwsFaceProps) {
  // The page's main picture is its main content: the page counts as shown once it has painted.
  const [arrived, setArrived] = useState(false);
  useFirstPageHold(priority && !arrived);
  const arrive = priority ? () => setArrived(true) : undefined;
  return (
    <span className={styles.face}>
      <span className={styles.placeholder} style={placeholderStyle(id)} />
      <img
        className={styles.picture}
        src={rwsFaceUrl(id, 360)}
        srcSet={FACE_WIDTHS.map((width) => `${rwsFaceUrl(id, width)} ${width}w`).join(', ')}
        sizes={sizes}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        onLoad={arrive}
        onError={arrive}
      />
    </span>
  );
}
