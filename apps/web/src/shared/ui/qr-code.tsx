import { useEffect, useRef, useState } from 'react';
import { toCanvas } from 'qrcode';

interface QrCodeProps {
  readonly text: string;
  /** What the code opens, for screen readers. */
  readonly label: string;
  readonly size?: number;
  readonly className?: string;
}

/**
 * A QR code drawn on a canvas. The qrcode library lands in the chunk of the page that
 * shows one; the colours are the brand's deep purple on white (canvas pixels, not CSS).
 */
export function QrCode({ text, label, size = 180, className }: QrCodeProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    toCanvas(canvas.current, text, { width: size, margin: 1, color: { dark: '#3d1a9e', light: '#ffffff' } }).catch(() =>
      setFailed(true),
    );
  }, [text, size]);
  if (failed) return null;
  return <canvas ref={canvas} className={className} role="img" aria-label={label} />;
}
