import { useEffect, useState } from 'react';

export type PickedImage =
  | { readonly status: 'empty' }
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly image: HTMLImageElement; readonly url: string };

type Opened = { readonly file: Blob; readonly result: PickedImage };

/**
 * Opens a chosen file as an image through an object URL (revoked when the file changes
 * or the page closes). The browser applies the photo's EXIF orientation when it decodes.
 */
export function usePickedImage(file: Blob | null): PickedImage {
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    let current = true;
    image.onload = () => current && setOpened({ file, result: { status: 'ready', image, url } });
    image.onerror = () => current && setOpened({ file, result: { status: 'error' } });
    image.src = url;
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  if (!file) return { status: 'empty' };
  return opened?.file === file ? opened.result : { status: 'loading' };
}
