/** Where a tap on an administrator's banner goes: an app route, another site, or nowhere. */
export type BannerTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function bannerTarget(link: string): BannerTarget {
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'route', path: link };
  if (link.startsWith('https://')) return { kind: 'external', url: link };
  return { kind: 'none' };
}
