import { Skeleton } from 'antd-mobile';
import { useWebviewUrl } from './use-webview-url';
import { ErrorBlock } from '../ui/error-block';
import styles from './webview-frame.module.css';

export interface WebviewTexts {
  readonly title: string;
  readonly missing: string;
  readonly refused: string;
  readonly refusedHint: string;
}

/** An in-app web view of `raw` when it is allowed (our own pages, configured origins), else why not. */
export function WebviewFrame({ raw, texts }: { raw: string | null; texts: WebviewTexts }) {
  const state = useWebviewUrl(raw);
  if (state.status === 'missing') return <ErrorBlock status="empty" title={texts.missing} description={null} />;
  if (state.status === 'checking') return <Skeleton.Paragraph lineCount={6} animated />;
  if (state.status === 'refused') {
    return <ErrorBlock status="empty" title={texts.refused} description={texts.refusedHint} />;
  }
  return <iframe className={styles.frame} src={state.url.href} title={texts.title} />;
}
