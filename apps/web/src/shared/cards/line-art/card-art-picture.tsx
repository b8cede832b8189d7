import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { CardFacts } from '@tarot/core/tarot/types';
import { CardArt } from './card-art';
import { CARD } from './palette';

/**
 * A card's art as an SVG data URL, for the share picture's canvas. The art is drawn by
 * React once into a detached element and serialised; an SVG data URL keeps the canvas
 * exportable where a link to a page element would not.
 */
export function cardArtPicture(card: CardFacts, name: string): string {
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(<CardArt card={card} name={name} />));
  const svg = host.querySelector('svg');
  // Drawn as an image, the SVG needs a size of its own: the page no longer sets one.
  svg?.setAttribute('width', String(CARD.width));
  svg?.setAttribute('height', String(CARD.height));
  const markup = svg ? new XMLSerializer().serializeToString(svg) : '';
  root.unmount();
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
