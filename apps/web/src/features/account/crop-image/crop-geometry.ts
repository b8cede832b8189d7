/**
 * The crop frame's maths, free of the DOM. The frame is a square of side `frame` CSS
 * pixels; the image (natural size `image`) is drawn at `scale` CSS pixels per image pixel
 * with its top-left corner at (`x`, `y`) relative to the frame's top-left corner. The
 * image must always cover the whole frame, so no empty edge ever reaches the avatar.
 */
export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface CropView {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface CropRect {
  readonly sx: number;
  readonly sy: number;
  readonly size: number;
}

/** How far in a user may zoom beyond "just covers the frame". */
export const MAX_ZOOM = 5;

export const minScale = (image: Size, frame: number): number => frame / Math.min(image.width, image.height);
export const maxScale = (image: Size, frame: number): number => minScale(image, frame) * MAX_ZOOM;

const clampNumber = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Keeps the scale in range and the frame covered. */
export function clampView(view: CropView, image: Size, frame: number): CropView {
  const scale = clampNumber(view.scale, minScale(image, frame), maxScale(image, frame));
  return {
    scale,
    x: clampNumber(view.x, frame - image.width * scale, 0),
    y: clampNumber(view.y, frame - image.height * scale, 0),
  };
}

/** The starting view: the image just covers the frame, centred. */
export function initialView(image: Size, frame: number): CropView {
  const scale = minScale(image, frame);
  return { scale, x: (frame - image.width * scale) / 2, y: (frame - image.height * scale) / 2 };
}

export function panView(view: CropView, dx: number, dy: number, image: Size, frame: number): CropView {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, image, frame);
}

/** Zooms by `factor` around a point given in frame coordinates, which stays under the finger. */
export function zoomView(
  view: CropView,
  factor: number,
  focus: { x: number; y: number },
  image: Size,
  frame: number,
): CropView {
  const scale = clampNumber(view.scale * factor, minScale(image, frame), maxScale(image, frame));
  const imageX = (focus.x - view.x) / view.scale;
  const imageY = (focus.y - view.y) / view.scale;
  return clampView({ scale, x: focus.x - imageX * scale, y: focus.y - imageY * scale }, image, frame);
}

/** The square of the image, in image pixels, that the frame shows: what becomes the avatar. */
export function cropRect(view: CropView, frame: number): CropRect {
  return { sx: (0 - view.x) / view.scale, sy: (0 - view.y) / view.scale, size: frame / view.scale };
}

/** Zoom as 1 (covers the frame) … MAX_ZOOM, for a slider. */
export const zoomLevel = (view: CropView, image: Size, frame: number): number => view.scale / minScale(image, frame);
