import type { Promotion, PromotionFields } from '@tarot/contract/promotions';
import { AppError } from '../../errors';
import type { FileService } from '../files';
import type { PromotionRepo, PromotionRow } from './repo';

/** What the promotions need of the file store: keep the media, address it, remove it. */
export type PromotionFiles = Pick<FileService, 'keepMedia' | 'signedUrl' | 'discard'>;

export function createPromotionService({ promotions, files }: { promotions: PromotionRepo; files: PromotionFiles }) {
  const toPromotion = (row: PromotionRow): Promotion => ({
    id: row.id,
    mediaUrl: files.signedUrl(row.fileId),
    mediaType: row.mimeType as Promotion['mediaType'],
    link: row.link,
    languages: row.languages as Promotion['languages'],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    toPromotion,

    async list(): Promise<Promotion[]> {
      return (await promotions.list()).map(toPromotion);
    },

    /** The media first (recognised by its bytes), then the schedule that shows it. */
    async create(adminId: string, fields: PromotionFields, media: Buffer): Promise<Promotion> {
      const kept = await files.keepMedia(adminId, `promotion/${fields.startsOn}`, media);
      try {
        return toPromotion(await promotions.insert({ fileId: kept.fileID, mimeType: kept.mimeType, ...fields }));
      } catch (error) {
        await files.discard([kept.fileID]);
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      const row = await promotions.remove(id);
      if (!row) throw new AppError('NOT_FOUND', 'No such promotion');
      await files.discard([row.fileId]);
    },

    pick: (day: string, language: string) => promotions.pick(day, language),
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
