import { useRef, type KeyboardEvent } from 'react';
import { panView, zoomView, type CropView, type Size } from './crop-geometry';
import { useCropGestures } from './use-crop-gestures';
import styles from './crop-image.module.css';

/** Room around the frame where the rest of the photo shows, dimmed. */
export const STAGE_MARGIN = 20;
const KEY_STEP = 12;

interface CropStageProps {
  readonly url: string;
  readonly image: Size;
  readonly frame: number;
  readonly view: CropView;
  readonly onViewChange: (update: (view: CropView) => CropView) => void;
  readonly label: string;
}

/** The photo under a square frame: drag, pinch, scroll or use the arrow keys to place it. */
export function CropStage({ url, image, frame, view, onViewChange, label }: CropStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const gestures = useCropGestures(stage, {
    onPan: (dx, dy) => onViewChange((current) => panView(current, dx, dy, image, frame)),
    onZoom: (factor, focus) =>
      onViewChange((current) =>
        zoomView(current, factor, { x: focus.x - STAGE_MARGIN, y: focus.y - STAGE_MARGIN }, image, frame),
      ),
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onViewChange((current) => panView(current, move[0], move[1], image, frame));
  };

  const side = frame + 2 * STAGE_MARGIN;
  return (
    <div
      ref={stage}
      className={styles.stage}
      style={{ width: side, height: side }}
      role="application"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...gestures}
    >
      <img
        className={styles.photo}
        src={url}
        alt=""
        draggable={false}
        style={{
          width: image.width,
          height: image.height,
          transform: `translate(${STAGE_MARGIN + view.x}px, ${STAGE_MARGIN + view.y}px) scale(${view.scale})`,
        }}
      />
      <div className={styles.frame} style={{ inset: STAGE_MARGIN }} aria-hidden="true" />
    </div>
  );
}
