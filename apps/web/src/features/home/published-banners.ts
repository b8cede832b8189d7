import { useEffect, useState } from 'react';
import type { PublicBanner } from '@tarot/contract/banners';
import { firstPageShown } from '../../shared/browser/first-page-shown';

/**
 * The administrators' published banners, fetched once per visit: plain fetch rather than
 * TanStack Query, so the first screen stays light. Empty on failure, so the swiper falls
 * back to its built-in slides instead of showing an error on the home page.
 */
let request: Promise<readonly PublicBanner[]> | null = null;

const loadPublishedBanners = () =>
  // The API client loads after the first paint, not with it: the built-in slides need none of it.
  (request ??= firstPageShown()
    .then(() => import('./banners-api'))
    .then((api) => api.fetchPublishedBanners())
    .catch(() => {
      request = null; // try again on the next visit to the home page
      return [];
    }));

export function usePublishedBanners(): readonly PublicBanner[] {
  const [banners, setBanners] = useState<readonly PublicBanner[]>([]);
  useEffect(() => {
    let current = true;
    void loadPublishedBanners().then((items) => current && setBanners(items));
    return () => {
      current = false;
    };
  }, []);
  return banners;
}
