import { lazy, Suspense } from 'react';
import type { ErrorBlockProps } from 'antd-mobile';
import { whenIdle } from '../browser/when-idle';
import styles from './error-block.module.css';

/** The same message without its picture, for when the illustrated block cannot be fetched (offline). */
function PlainErrorBlock({ className, title, description, children }: ErrorBlockProps) {
  return (
    <div className={className ? `${styles.plain} ${className}` : styles.plain}>
      {title && <div className={styles.title}>{title}</div>}
      {description && <div className={styles.description}>{description}</div>}
      {children}
    </div>
  );
}

const importErrorBlock = () => import('./antd-error-block');
const IllustratedErrorBlock = lazy(() => importErrorBlock().catch(() => ({ default: PlainErrorBlock })));

/**
 * antd-mobile's ErrorBlock, fetched apart from the pages that show one: its four pictures are
 * about 10 KB gzipped that a page which loads fine never draws. It is fetched when the first
 * page using it is idle, so an error or empty state shown later appears at once.
 */
export function ErrorBlock(props: ErrorBlockProps) {
  return (
    <Suspense fallback={null}>
      <IllustratedErrorBlock {...props} />
    </Suspense>
  );
}

whenIdle(() => void importErrorBlock().catch(() => undefined));
