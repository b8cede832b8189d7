/**
 * Every JSON file a language's folder holds (texts/<language>/<file>.json), and the core
 * interface its contents satisfy: the loaders of both bundles and the schemas are typed by
 * this one table. A new kind of text adds its line here, its schema in schemas/, and its
 * file in each language.
 */
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import type { ReadingTexts as BaziReadingTexts } from '@tarot/core/calendar/bazi/reading/types';
import type { ZeDayTexts } from '@tarot/core/calendar/ze-day-text';
import type { ZiweiContent } from '@tarot/core/calendar/ziwei-reading/texts';
import type { QimenTexts } from '@tarot/core/qimen/reading/texts';
import type { CardNameParts } from '@tarot/core/tarot/card-texts';
import type { ReadingTexts as TarotReadingTexts } from '@tarot/core/tarot/reading/reading-texts';
import type { CardBodyTable } from '@tarot/core/tarot/types';
import type { NotificationTexts } from './schemas/notifications';

export interface ContentFiles {
  'tarot/names': CardNameParts;
  'tarot/cards': CardBodyTable;
  'tarot/reading': TarotReadingTexts;
  'bazi/reading': BaziReadingTexts;
  'ziwei/reading': ZiweiContent;
  'zeday/reasons': ZeDayTexts;
  'qimen/reading': QimenTexts;
  'astrology/reading': AstrologyTexts;
  'notifications/messages': NotificationTexts;
}

export type ContentFile = keyof ContentFiles;
