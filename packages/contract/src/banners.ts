import { z } from 'zod';
import { ADDRESS_MAX, BANNER_TITLE_MAX, CONTENT_STATUSES, isOwnPath, isSafeAddress } from './admin-rules';
import { text } from './text';
import { endpoint } from './endpoint';

const safeAddress = text().trim().max(ADDRESS_MAX).refine(isSafeAddress, 'a path starting with / or an https URL');
/** Images come from our own server only (see isOwnPath). */
export const ownImagePath = text().trim().max(ADDRESS_MAX).refine(isOwnPath, 'a path on this server, starting with /');

export const bannerBody = z
  .object({
    title: text().trim().min(1).max(BANNER_TITLE_MAX),
    image: ownImagePath,
    /** Where a tap goes: an app route (`/zhen`), an https page, or nowhere (''). */
    link: z.union([z.literal(''), safeAddress]).default(''),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .meta({ id: 'BannerRequest' });

export const bannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    image: z.string(),
    link: z.string(),
    sort: z.number().int(),
    status: z.enum(CONTENT_STATUSES),
    createdAt: z.string().describe('ISO 8601'),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Banner' });

export const publicBanner = bannerSchema.pick({ id: true, title: true, image: true, link: true }).meta({
  id: 'PublicBanner',
});

export const publicBannerList = z.object({ items: z.array(publicBanner).readonly() }).meta({ id: 'PublicBannerList' });

export type BannerBody = z.infer<typeof bannerBody>;
export type BannerResponse = z.infer<typeof bannerSchema>;
export type PublicBanner = z.infer<typeof publicBanner>;
export type PublicBannerList = z.infer<typeof publicBannerList>;

export const listBanners = endpoint({
  method: 'GET',
  path: '/api/banners',
  tags: ['content'],
  summary: 'Published home-page banners, in order',
  response: publicBannerList,
  errors: [],
});
