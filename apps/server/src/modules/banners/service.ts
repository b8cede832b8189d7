import type { AdminBannerPage, ContentFilter } from '@tarot/contract/admin';
import type { BannerBody, BannerResponse, PublicBannerList } from '@tarot/contract/banners';
import { AppError } from '../../errors';
import type { BannerRepo, BannerRow } from './repo';

const toResponse = (row: BannerRow): BannerResponse => ({
  id: row.id,
  title: row.title,
  image: row.image,
  link: row.link,
  sort: row.sort,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const found = (row: BannerRow | undefined): BannerResponse => {
  if (!row) throw new AppError('NOT_FOUND', 'No such banner');
  return toResponse(row);
};

export function createBannerService(banners: BannerRepo) {
  return {
    async published(): Promise<PublicBannerList> {
      const rows = await banners.published();
      return { items: rows.map(({ id, title, image, link }) => ({ id, title, image, link })) };
    },
    async list(filter: ContentFilter, page: number, pageSize: number): Promise<AdminBannerPage> {
      const { rows, total } = await banners.page(filter === 'all' ? undefined : filter, page, pageSize);
      return { items: rows.map(toResponse), page, pageSize, total };
    },
    async create(body: BannerBody): Promise<BannerResponse> {
      return toResponse(await banners.insert(body));
    },
    async update(id: string, body: BannerBody): Promise<BannerResponse> {
      return found(await banners.update(id, body));
    },
    async setPublished(id: string, published: boolean): Promise<BannerResponse> {
      return found(await banners.update(id, { status: published ? 'published' : 'draft' }));
    },
    async remove(id: string): Promise<void> {
      if (!(await banners.remove(id))) throw new AppError('NOT_FOUND', 'No such banner');
    },
    async reorder(ids: readonly string[]): Promise<void> {
      if (new Set(ids).size !== ids.length) throw new AppError('INVALID_PARAM', 'A banner appears twice');
      if (!(await banners.reorder(ids))) throw new AppError('NOT_FOUND', 'No such banner');
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
