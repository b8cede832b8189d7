import type { TFunction } from 'i18next';
import type { DeckId } from '@tarot/contract/decks';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { findCard } from '@tarot/core/tarot/deck';
import type { CardTextTable } from '@tarot/core/tarot/types';
import { cardArtPicture } from '../../../shared/cards/line-art/card-art-picture';
import { FACE_RATIO } from '../../../shared/cards/rws-files';
import { rwsFaceUrl } from '../../../shared/cards/rws-face';
import type { ShareImageContent, SharePicture } from '../../../shared/ui/share-image';

/**
 * The drawn cards' faces in the member's deck for a share picture, each lying as it was drawn.
 * The Rider–Waite–Smith faces come from the app's own address, so the canvas stays exportable.
 */
export function cardPictures(cards: readonly DrawnCard[], texts: CardTextTable, deck: DeckId): SharePicture[] {
  return cards.map((card) => ({
    src:
      deck === 'line-art' ? cardArtPicture(findCard(card.id)!, texts[card.id]?.name ?? '') : rwsFaceUrl(card.id, 480),
    ratio: FACE_RATIO,
    turned: card.reversed,
  }));
}

/** A QR code to the app's home, so whoever sees the picture can draw their own cards. */
export function appQr(t: TFunction): NonNullable<ShareImageContent['qr']> {
  return {
    url: new URL(import.meta.env.BASE_URL, window.location.origin).href,
    caption: t('tarot:share.qrCaption'),
  };
}
