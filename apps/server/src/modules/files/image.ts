import sharp from 'sharp';
import { FILE_LIMITS, type ImageMimeType } from '@tarot/contract/file-rules';
import { AppError } from '../../errors';
import type { StoredExtension } from '../../providers/storage/file-storage';

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type by its magic bytes; the client's Content-Type and file name are never trusted. */
export function sniffImageType(data: Buffer): ImageMimeType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export const EXTENSION_OF: Readonly<Record<ImageMimeType, StoredExtension>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface NormalisedImage {
  readonly data: Buffer;
  readonly mimeType: ImageMimeType;
  readonly width: number;
  readonly height: number;
}

// libvips settings are process-wide. No operation cache: every upload is a new image, so a
// cache would only keep decoded pixels alive after the answer. One libvips thread per image
// (sharp picks that itself only on glibc with MALLOC_ARENA_MAX unset; set here so it holds
// however the server is started): with the image queue's two slots, decoding takes at most
// two threads, and glibc grows fewer malloc arenas that keep memory after a burst.
sharp.cache(false);
sharp.concurrency(1);

const unreadable = () => new AppError('FILE_TYPE_UNSUPPORTED', 'The file is not a readable image');

const inputOptions = (mimeType: ImageMimeType) => ({
  animated: mimeType === 'image/gif' || mimeType === 'image/webp',
  failOn: 'error' as const,
  // Strips are decoded, re-encoded and dropped as they pass, where the format allows it.
  sequentialRead: true,
});

/**
 * The image's type by its bytes and its size by its header, nothing decoded: refuses what
 * is not an image and what is over the pixel limit (every frame counts) before any work
 * proportional to its pixels is done. Answers the type to decode it as.
 */
export async function inspectImage(data: Buffer): Promise<ImageMimeType> {
  if (data.length === 0) throw new AppError('FILE_EMPTY');
  const mimeType = sniffImageType(data);
  if (!mimeType) throw new AppError('FILE_TYPE_UNSUPPORTED');
  const header = await sharp(data, { ...inputOptions(mimeType), limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const frames = header.pages ?? 1;
  const frameHeight = header.pageHeight ?? header.height;
  if (header.width * frameHeight * frames > FILE_LIMITS.maxPixels) throw new AppError('IMAGE_TOO_LARGE');
  return mimeType;
}

/**
 * Re-encodes an image that passed `inspectImage` in its own format: orientation applied,
 * EXIF, XMP, ICC and every other metadata dropped (sharp writes none unless asked), so
 * nothing the camera or an attacker put in the file survives. Animated GIF and WebP keep
 * their frames. This is the costly step: callers run it in a slot of the image queue.
 */
export async function normaliseImage(data: Buffer, mimeType: ImageMimeType): Promise<NormalisedImage> {
  // A second guard behind inspectImage: libvips itself refuses to load more pixels than the limit.
  const pipeline = sharp(data, { ...inputOptions(mimeType), limitInputPixels: FILE_LIMITS.maxPixels }).autoOrient();
  const encoded = {
    'image/jpeg': () => pipeline.jpeg({ quality: 85 }),
    'image/png': () => pipeline.png({ compressionLevel: 8 }),
    'image/webp': () => pipeline.webp({ quality: 85 }),
    'image/gif': () => pipeline.gif(),
  }[mimeType]();
  const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw unreadable();
  });
  return { data: output, mimeType, width: info.width, height: info.pageHeight ?? info.height };
}
