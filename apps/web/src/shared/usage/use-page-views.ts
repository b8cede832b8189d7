import { useEffect } from 'react';
import { trackPageView } from './track';

/** One page view per route shown: the shell calls this with the router's current path. */
export function usePageViews(pathname: string): void {
  useEffect(() => trackPageView(pathname), [pathname]);
}
