import type { TFunction } from 'i18next';
import type { DrawnCard } from '@tarot/core/tarot/draw';
import { findCard } from '@tarot/core/tarot/deck';
import type { CardTextTable } from '@tarot/core/tarot/types';
import type { ShareImageContent, SharePicture } from '../../../shared/ui/share-image';
import { CARD_ART_RATIO, cardArtPicture } from '../card-art/card-art-picture';

/** The drawn cards' art for a share picture, each lying as it was drawn. */
export function cardPictures(cards: readonly DrawnCard[], texts: CardTextTable): SharePicture[] {
  return cards.map((card) => ({
    src: cardArtPicture(findCard(card.id)!, texts[card.id]?.name ?? ''),
    ratio: CARD_ART_RATIO,
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
