import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';

const BirthForm = lazy(() => import('./birth-form').then((module) => ({ default: module.BirthForm })));

/**
 * The birth form in its own chunk, for a page that otherwise needs no calendar library
 * (紫微 is charted on the server): the form's lunar-date conversion stays out of its first load.
 */
export function LazyBirthForm({ target }: { target: string }) {
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={10} animated />}>
      <BirthForm target={target} />
    </Suspense>
  );
}
