import { useEffect, useRef, useState } from 'react';
import { toCanvas } from 'qrcode';
import styles from './invite-qr.module.css';

/** The invite link as a QR code drawn on a canvas; the qrcode library ships in this page's chunk only. */
export function InviteQr({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    toCanvas(canvas.current, text, { width: 180, margin: 1, color: { dark: '#3d1a9e', light: '#ffffff' } }).catch(() =>
      setFailed(true),
    );
  }, [text]);
  if (failed) return null;
  return <canvas ref={canvas} className={styles.qr} role="img" aria-label={label} />;
}
