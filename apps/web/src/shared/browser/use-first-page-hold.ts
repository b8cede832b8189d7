import { useLayoutEffect } from 'react';
import { holdFirstPage } from './first-page-shown';

/**
 * While `pending`, the opened page's main content is still on its way: deferred work waits
 * for it (holdFirstPage). Taken in a layout effect, so a hold handed from one component to the
 * next within one render never lapses in between.
 */
export function useFirstPageHold(pending: boolean): void {
  useLayoutEffect(() => (pending ? holdFirstPage() : undefined), [pending]);
}
