import type { CropRect } from './crop-geometry';

/** The avatar's size in pixels (a square), as the spec's crop page makes it. */
export const AVATAR_SIZE = 600;

/**
 * Draws the framed square of the image into a 600×600 canvas and encodes it as JPEG.
 * A white background first, so transparent PNGs do not turn black in a JPEG.
 */
export function renderAvatar(image: CanvasImageSource, rect: CropRect): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.sx, rect.sy, rect.size, rect.size, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the avatar'))),
      'image/jpeg',
      0.9,
    ),
  );
}
