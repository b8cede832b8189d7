import { useRef } from 'react';
import { ImageViewer, ProgressCircle } from 'antd-mobile';
import { AddOutline, CloseOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { PickedImage } from './use-image-uploads';
import styles from './image-picker.module.css';

interface ImagePickerProps {
  readonly images: readonly PickedImage[];
  readonly limit: number;
  readonly onAdd: (files: File[]) => void;
  readonly onRemove: (key: string) => void;
}

/** Thumbnails with each upload's progress and a remove button, then an add tile while there is room. */
export function ImagePicker({ images, limit, onAdd, onRemove }: ImagePickerProps) {
  const { t } = useTranslation('feedback');
  const input = useRef<HTMLInputElement>(null);

  return (
    <div className={styles.grid}>
      {images.map((image, index) => (
        <div key={image.key} className={styles.tile} data-status={image.status}>
          <button
            type="button"
            className={styles.preview}
            onClick={() =>
              ImageViewer.Multi.show({ images: images.map((item) => item.previewUrl), defaultIndex: index })
            }
            aria-label={t('images.view', { index: index + 1 })}
          >
            <img src={image.previewUrl} alt="" />
          </button>
          {image.status === 'uploading' && (
            <span
              className={styles.overlay}
              role="progressbar"
              aria-valuenow={image.percent}
              aria-label={t('images.uploading')}
            >
              <ProgressCircle percent={image.percent} style={{ '--size': '34px', '--track-width': '3px' }}>
                <span className={styles.percent}>{image.percent}</span>
              </ProgressCircle>
            </span>
          )}
          {image.status === 'failed' && (
            <span className={styles.overlay} title={image.errMsg}>
              <ExclamationCircleOutline aria-hidden="true" />
              <span className={styles.failed}>{t('images.failed')}</span>
            </span>
          )}
          <button
            type="button"
            className={styles.remove}
            onClick={() => onRemove(image.key)}
            aria-label={t('images.remove', { index: index + 1 })}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
      ))}
      {images.length < limit && (
        <button type="button" className={styles.add} onClick={() => input.current?.click()}>
          <AddOutline aria-hidden="true" />
          <span>{t('images.add', { picked: images.length, limit })}</span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        data-testid="feedback-images"
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          // The same picture can be chosen again after removing it.
          event.target.value = '';
        }}
      />
    </div>
  );
}
