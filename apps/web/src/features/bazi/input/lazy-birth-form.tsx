import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';

const BirthForm = lazy(() => import('./birth-form').then((module) => ({ default: module.BirthForm })));

/**
 * The birth form in its own chunk, for the pages that ask for a birth only when opened
 * without one: 紫微, which otherwise needs no calendar library (it is charted on the server),
 * and the 八字 pro page, whose own chunks would outgrow their budget with the form's pickers.
 */
export function LazyBirthForm({ target }: { target: string }) {
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={10} animated />}>
      <BirthForm target={target} />
    </Suspense>
  );
}
