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

/**
 * Re-encodes an upload in its own format: orientation applied, EXIF, XMP, ICC and every
 * other metadata dropped (sharp writes none unless asked), so nothing the camera or an
 * attacker put in the file survives. Animated GIF and WebP keep their frames. The pixel
 * limit counts every frame and is checked from the header, before anything is decoded.
 */
export async function normaliseImage(data: Buffer): Promise<NormalisedImage> {
  if (data.length === 0) throw new AppError('FILE_EMPTY');
  const mimeType = sniffImageType(data);
  if (!mimeType) throw new AppError('FILE_TYPE_UNSUPPORTED');
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  const options = { animated, limitInputPixels: FILE_LIMITS.maxPixels, failOn: 'error' as const };
  const header = await sharp(data, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('FILE_TYPE_UNSUPPORTED', 'The file is not a readable image');
    });
  const frames = header.pages ?? 1;
  const frameHeight = header.pageHeight ?? header.height;
  if (header.width * frameHeight * frames > FILE_LIMITS.maxPixels) throw new AppError('IMAGE_TOO_LARGE');

  const pipeline = sharp(data, options).autoOrient();
  const encoded = {
    'image/jpeg': () => pipeline.jpeg({ quality: 85 }),
    'image/png': () => pipeline.png({ compressionLevel: 8 }),
    'image/webp': () => pipeline.webp({ quality: 85 }),
    'image/gif': () => pipeline.gif(),
  }[mimeType]();
  const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new AppError('FILE_TYPE_UNSUPPORTED', 'The file is not a readable image');
  });
  return { data: output, mimeType, width: info.width, height: info.pageHeight ?? info.height };
}
