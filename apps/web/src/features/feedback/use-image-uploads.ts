import { useEffect, useRef, useState } from 'react';
import { uploadFiles } from '../../shared/upload/upload-files';

export interface PickedImage {
  readonly key: string;
  readonly previewUrl: string;
  readonly percent: number;
  readonly status: 'uploading' | 'done' | 'failed';
  readonly fileID?: string;
  readonly errMsg?: string;
}

let nextKey = 0;

/**
 * Images picked for a message, uploaded as soon as they are chosen (five at a time across
 * every pick, by `uploadFiles`) so the user sees each one's progress while still typing.
 */
export function useImageUploads(limit: number) {
  const [images, setImages] = useState<readonly PickedImage[]>([]);
  const previews = useRef(new Set<string>());

  // Previews are object URLs: release them with the page.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<PickedImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));

  const add = (files: readonly File[]) => {
    const room = Math.max(0, limit - images.length);
    const chosen = files.slice(0, room);
    if (chosen.length === 0) return;
    const added = chosen.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previews.current.add(previewUrl);
      nextKey += 1;
      return { key: `image-${nextKey}`, previewUrl, percent: 0, status: 'uploading' as const };
    });
    setImages((current) => [...current, ...added]);
    void uploadFiles(chosen, {
      onProgress: (index, percent) => update(added[index]!.key, { percent }),
    }).then((outcomes) =>
      outcomes.forEach((outcome, index) =>
        update(
          added[index]!.key,
          outcome.ok
            ? { status: 'done', percent: 100, fileID: outcome.fileID }
            : { status: 'failed', errMsg: outcome.errMsg },
        ),
      ),
    );
  };

  const remove = (key: string) => {
    setImages((current) => current.filter((image) => image.key !== key));
  };

  return {
    images,
    add,
    remove,
    clear: () => setImages([]),
    uploading: images.some((image) => image.status === 'uploading'),
    fileIds: images.flatMap((image) => (image.fileID ? [image.fileID] : [])),
  };
}
