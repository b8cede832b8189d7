import type { StoredExtension } from '../../providers/storage/file-storage';

/** The video types promotions may use, decided by their bytes, never by name or Content-Type. */
export type VideoMimeType = 'video/mp4' | 'video/webm';

export const VIDEO_EXTENSION_OF: Readonly<Record<VideoMimeType, StoredExtension>> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * MP4: an ISO base media file opens with a box whose type, at byte 4, is `ftyp`. WebM: an
 * EBML header whose DocType, within its first bytes, is `webm` (Matroska files say `matroska`
 * and are refused). Anything else is not a video we show.
 */
export function sniffVideoType(data: Buffer): VideoMimeType | null {
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  if (data.length >= 4 && EBML_MAGIC.every((byte, index) => data[index] === byte)) {
    const docType = data.subarray(0, 64).indexOf(Buffer.from([0x42, 0x82]));
    if (docType >= 0 && data.toString('latin1', docType + 3, docType + 7) === 'webm') return 'video/webm';
  }
  return null;
}
