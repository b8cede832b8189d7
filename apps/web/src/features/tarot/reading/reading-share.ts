import type { TFunction } from 'i18next';
import type { DeckId } from '@tarot/contract/decks';
import type { ComposedReading } from '@tarot/core/tarot/reading/compose';
import type { CardTextTable } from '@tarot/core/tarot/types';
import type { ShareImageContent } from '../../../shared/ui/share-image';
import { appQr, cardPictures } from '../components/share-extras';
import type { Reading } from '../../../shared/links/reading-url';

/** The share picture of a reading: the cards as drawn, each position's card, then the reading told. */
export function readingShareContent(
  { spread, cards, question }: Reading,
  texts: CardTextTable,
  told: ComposedReading,
  t: TFunction,
  deck: DeckId,
): ShareImageContent {
  return {
    title: t(`spreads:${spread.id}.name`),
    subtitle: question || t('tarot:reading.noQuestion'),
    pictures: cardPictures(cards, texts, deck),
    blocks: [
      ...spread.positions.flatMap((position, index) => {
        const card = cards[index]!;
        const orientation = card.reversed ? 'reversed' : 'upright';
        return [
          {
            heading: true,
            text: `${index + 1}. ${t(`spreads:${spread.id}.positions.${position.key}.name`)} · ${texts[card.id]!.name} · ${t(`tarot:orientation.${orientation}`)}`,
          },
          { text: told.positions[index]! },
        ];
      }),
      { heading: true, text: t('tarot:summary.title') },
      ...[told.lens, ...told.narrative, ...told.patterns, ...(told.answer ? [told.answer] : []), ...told.closing].map(
        (text) => ({
          text,
        }),
      ),
    ],
    footer: `${t('common:appName')} · ${t('tarot:disclaimer')}`,
    qr: appQr(t),
  };
}
