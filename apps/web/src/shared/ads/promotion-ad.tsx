import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { AdPlayerProps } from './ad-player';
import { secondsLeft } from './countdown';
import styles from './promotion-ad.module.css';

/**
 * A house promotion full screen (decision 0025): the administrators' image, or their short
 * video playing muted, with a countdown and their link. Taps do not shorten it; closing it
 * early gives up the reward. Completion is reported once; the server checks the time again.
 */
export function PromotionAd({ promotion, seconds, onComplete, onAbandon }: AdPlayerProps) {
  const { t } = useTranslation('ads');
  const [startedAt] = useState(() => Date.now());
  const [left, setLeft] = useState(seconds);
  // The latest callback, without restarting the countdown when the parent re-renders.
  const complete = useRef(onComplete);
  useEffect(() => {
    complete.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = secondsLeft(startedAt, Date.now(), seconds);
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        complete.current();
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [startedAt, seconds]);

  return createPortal(
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('label')}>
      <div className={styles.topBar}>
        <span className={styles.badge}>{t('label')}</span>
        <span className={styles.countdown} role="timer" aria-live="polite">
          {left > 0 ? t('countdown', { seconds: left }) : t('done')}
        </span>
        <button
          type="button"
          className={styles.close}
          onClick={onAbandon}
          aria-label={t('close')}
          disabled={left === 0}
        >
          <CloseOutline aria-hidden="true" />
        </button>
      </div>
      <div className={styles.creative}>
        {promotion.mediaType.startsWith('video/') ? (
          <video className={styles.media} src={promotion.mediaUrl} autoPlay muted loop playsInline />
        ) : (
          <img className={styles.media} src={promotion.mediaUrl} alt="" />
        )}
        <div className={styles.progress} aria-hidden="true">
          <div className={styles.progressBar} style={{ animationDuration: `${seconds}s` }} />
        </div>
        <p className={styles.hint}>{left > 0 ? t('keepWatching') : t('done')}</p>
        {promotion.link && (
          <a className={styles.link} href={promotion.link} target="_blank" rel="noopener noreferrer">
            {t('learnMore')}
          </a>
        )}
      </div>
    </div>,
    document.body,
  );
}
