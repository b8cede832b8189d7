import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, ProgressBar, Slider } from 'antd-mobile';
import { AddOutline, MinusOutline, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IMAGE_MIME_TYPES } from '@tarot/contract/file-rules';
import { PAGES } from '../../../shared/config/paths';
import { showError } from '../../../shared/api/show-error';
import { cropRect, initialView, MAX_ZOOM, zoomLevel, zoomView, type CropView, type Size } from './crop-geometry';
import { CropStage, STAGE_MARGIN } from './crop-stage';
import { renderAvatar } from './render-avatar';
import { usePickedImage } from './use-picked-image';
import { AvatarUploadError, useSaveAvatar } from './use-save-avatar';
import { toast } from '../../../shared/ui/toast';
import styles from './crop-image.module.css';

/** The widest the crop frame grows on large screens. */
const FRAME_MAX = 420;

/** A file handed over by the page that opened this one (`navigate(path, { state: { file } })`). */
const receivedFile = (state: unknown): Blob | null => {
  const file = (state as { file?: unknown } | null)?.file;
  return file instanceof Blob ? file : null;
};

/** The stage's frame fits the page width, measured once laid out and on resize. */
function useFrameSize() {
  const box = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setFrame(Math.min(FRAME_MAX, Math.floor(element.clientWidth) - 2 * STAGE_MARGIN));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, frame };
}

/** `userinfo/cropImage/cropImage`: choose a photo, frame a square, upload it as the avatar. */
export default function CropImagePage() {
  const { t } = useTranslation(['upload', 'errors']);
  const location = useLocation();
  const navigate = useNavigate();
  const [file, setFile] = useState<Blob | null>(() => receivedFile(location.state));
  const picked = usePickedImage(file);
  const { box, frame } = useFrameSize();
  const [view, setView] = useState<{ key: string; value: CropView } | null>(null);
  const [busy, setBusy] = useState(false);
  const { save, percent } = useSaveAvatar();
  const input = useRef<HTMLInputElement>(null);

  const image: Size | null =
    picked.status === 'ready' ? { width: picked.image.naturalWidth, height: picked.image.naturalHeight } : null;
  // A new photo or a new frame size starts from the centred view.
  const viewKey = picked.status === 'ready' ? `${picked.url}@${frame}` : '';
  const current = image && frame > 0 ? (view?.key === viewKey ? view.value : initialView(image, frame)) : null;
  const updateView = (update: (value: CropView) => CropView) =>
    setView((previous) => {
      if (!image) return previous;
      const base = previous?.key === viewKey ? previous.value : initialView(image, frame);
      return { key: viewKey, value: update(base) };
    });

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (chosen) setFile(chosen);
  };

  const onConfirm = async () => {
    if (busy || picked.status !== 'ready' || !current) return;
    setBusy(true);
    try {
      await save(await renderAvatar(picked.image, cropRect(current, frame)));
      toast.show({ icon: 'success', content: t('saved') });
      const state = window.history.state as { idx?: number } | null;
      if ((state?.idx ?? 0) > 0) void navigate(-1);
      else void navigate(PAGES.userinfo, { replace: true });
    } catch (error) {
      if (error instanceof AvatarUploadError) toast.show({ content: error.message });
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  const chooseButton = (primary: boolean) => (
    <Button
      block
      color="primary"
      fill={primary ? 'solid' : 'outline'}
      shape="rounded"
      disabled={busy}
      onClick={() => input.current?.click()}
    >
      {t(primary ? 'choosePhoto' : 'chooseAnother')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        onChange={onChoose}
        aria-label={t('choosePhoto')}
      />
      <div ref={box} className={styles.stageBox}>
        {picked.status === 'ready' && image && current ? (
          <CropStage
            url={picked.url}
            image={image}
            frame={frame}
            view={current}
            onViewChange={updateView}
            label={t('cropArea')}
          />
        ) : (
          <div className={styles.empty}>
            <PictureOutline className={styles.emptyIcon} aria-hidden="true" />
            <h2 className={styles.emptyTitle}>
              {picked.status === 'loading' ? t('opening') : picked.status === 'error' ? t('notImage') : t('emptyTitle')}
            </h2>
            <p className={styles.emptyHint}>{t('emptyHint')}</p>
          </div>
        )}
      </div>

      {picked.status === 'ready' && image && current ? (
        <>
          <p className={styles.hint}>{t('hint')}</p>
          <div className={styles.zoom}>
            <button
              type="button"
              className={styles.zoomButton}
              aria-label={t('zoomOut')}
              onClick={() => updateView((value) => zoomView(value, 1 / 1.25, centre(frame), image, frame))}
            >
              <MinusOutline aria-hidden="true" />
            </button>
            <Slider
              className={styles.slider}
              min={1}
              max={MAX_ZOOM}
              step={0.01}
              value={zoomLevel(current, image, frame)}
              onChange={(level) =>
                updateView((value) =>
                  zoomView(value, (level as number) / zoomLevel(value, image, frame), centre(frame), image, frame),
                )
              }
              aria-label={t('zoom')}
            />
            <button
              type="button"
              className={styles.zoomButton}
              aria-label={t('zoomIn')}
              onClick={() => updateView((value) => zoomView(value, 1.25, centre(frame), image, frame))}
            >
              <AddOutline aria-hidden="true" />
            </button>
          </div>
          {percent !== null && (
            <div className={styles.progress} role="status">
              <ProgressBar percent={percent} />
              <span>{percent < 100 ? t('uploading', { percent }) : t('saving')}</span>
            </div>
          )}
          <div className={styles.actions}>
            {chooseButton(false)}
            <Button block color="primary" shape="rounded" loading={busy} disabled={busy} onClick={onConfirm}>
              {t('confirm')}
            </Button>
          </div>
        </>
      ) : (
        <div className={styles.actions}>{picked.status !== 'loading' && chooseButton(true)}</div>
      )}
    </div>
  );
}

const centre = (frame: number) => ({ x: frame / 2, y: frame / 2 });
