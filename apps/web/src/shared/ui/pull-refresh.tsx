import type { ReactNode } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** antd-mobile's pull-to-refresh with its texts in the user's language. */
export function PullRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => void (await onRefresh())}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.release')}
      refreshingText={t('pull.refreshing')}
      completeText={t('pull.complete')}
    >
      {children}
    </PullToRefresh>
  );
}
