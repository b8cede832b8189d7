import { lazy, Suspense } from 'react';
import type { PickedPlace } from './picked-place';

const PlacePicker = lazy(() => import('./place-picker'));

interface LazyPlacePickerProps {
  readonly visible: boolean;
  readonly onClose: () => void;
  readonly onPick: (place: PickedPlace) => void;
}

/** The picker and its search client load only once someone opens it, keeping forms' first screens small. */
export function LazyPlacePicker(props: LazyPlacePickerProps) {
  if (!props.visible) return null;
  return (
    <Suspense fallback={null}>
      <PlacePicker {...props} />
    </Suspense>
  );
}
