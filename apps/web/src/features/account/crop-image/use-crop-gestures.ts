import { useEffect, useLayoutEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

type Point = { x: number; y: number };

interface GestureHandlers {
  /** Moves the image by a distance in CSS pixels. */
  onPan: (dx: number, dy: number) => void;
  /** Zooms by a factor around a point in the stage's coordinates. */
  onZoom: (factor: number, focus: Point) => void;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * One finger (or the mouse) drags, two fingers pinch around their midpoint, the wheel
 * zooms around the pointer. Points are in the stage's own coordinates.
 */
export function useCropGestures(stage: RefObject<HTMLElement | null>, { onPan, onZoom }: GestureHandlers) {
  const pointers = useRef(new Map<number, Point>());
  const latest = useRef({ onPan, onZoom });
  useLayoutEffect(() => {
    latest.current = { onPan, onZoom };
  });

  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = stage.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  };

  // React registers wheel listeners as passive; this one must be able to stop the page scrolling.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      latest.current.onZoom(Math.exp(-event.deltaY * 0.002), local(event));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the stage element is fixed for the page's life
  }, [stage]);

  const onPointerDown = (event: ReactPointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const [other] = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    const next = local(event);
    pointers.current.set(event.pointerId, next);
    if (!other) return latest.current.onPan(next.x - previous.x, next.y - previous.y);
    const before = middle(previous, other);
    const after = middle(next, other);
    latest.current.onPan(after.x - before.x, after.y - before.y);
    const spread = distance(previous, other);
    if (spread > 0) latest.current.onZoom(distance(next, other) / spread, after);
  };

  const onPointerEnd = (event: ReactPointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
