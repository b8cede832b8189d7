import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@tarot/contract/limits';
import { markPageShown } from '../shared/browser/first-page-shown';
import type { PageLoader, PageModule } from './page-table';
import styles from './lazy-page.module.css';

/** The page's code could not be fetched: too slow, or the network failed. */
class PageLoadError extends Error {
  override name = 'PageLoadError';
}

function withTimeout(load: PageLoader, ms: number): Promise<PageModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadError(`page did not load within ${ms} ms`)), ms);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PageLoadError(String(error)));
      },
    );
  });
}

/** The loader appears only after the spec's delay, so fast pages never flash it. */
function DelayedLoader() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LIMITS.asyncPageDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return visible ? (
    <div className={styles.loader} role="status" aria-live="polite">
      <DotLoading color="primary" />
    </div>
  ) : null;
}

function Failed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <button type="button" className={styles.failed} onClick={onRetry}>
      {t(error instanceof PageLoadError ? 'asyncPageTimeout' : 'unknown')}
    </button>
  );
}

/** Renders nothing; committed with the page's content, it tells deferred work the page is up. */
function Shown() {
  useEffect(markPageShown, []);
  return null;
}

interface BoundaryProps {
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/**
 * A chunk that times out or fails to download shows the spec's message; a page that
 * crashes shows the generic one. Either way a tap retries instead of a blank screen.
 */
class PageBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    return error ? <Failed error={error} onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** A lazy page that can start fetching its code before it renders. */
export type LazyPage = ComponentType & {
  /**
   * Starts the download; the render that follows waits for the same module instead of asking
   * again. Settles (never rejects) once the code is in or could not be fetched.
   */
  readonly preload: () => Promise<void>;
};

/**
 * Wraps a page's dynamic import with the spec's async-page rules: a loader after 200 ms,
 * a timeout after 60 s, and a retry on tap that downloads the chunk again.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let downloaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      downloaded = module.default;
      return module;
    });
  const fetchPage = () => lazy(() => withTimeout(loadAndKeep, LIMITS.asyncPageTimeoutMs));
  let Page = fetchPage();
  function LazyPage() {
    const [attempt, setAttempt] = useState(0);
    // A page already downloaded (preloaded, or shown before) draws at once instead of through
    // Suspense, which holds a revealed page back at least 300 ms after its fallback. Decided
    // once per mount: switching later would mount the page a second time and lose its state.
    const [Ready] = useState(() => downloaded);
    const retry = () => {
      Page = fetchPage(); // React keeps a rejected import for good: ask again with a new one
      setAttempt((n) => n + 1);
    };
    return (
      <PageBoundary key={attempt} onRetry={retry}>
        {Ready ? (
          <>
            <Ready />
            <Shown />
          </>
        ) : (
          <Suspense fallback={<DelayedLoader />}>
            <Page />
            <Shown />
          </Suspense>
        )}
      </PageBoundary>
    );
  }
  // The browser keeps one module per address, so a second import() joins the first download.
  // A failure here is left to the render's own import, which shows it and offers a retry.
  return Object.assign(LazyPage, {
    preload: () =>
      loadAndKeep().then(
        () => undefined,
        () => undefined,
      ),
  });
}
