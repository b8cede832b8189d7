import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useLanguagePreference } from '../shared/preferences/use-language-preference';
import { useDeckPreference } from '../shared/preferences/use-deck-preference';
import { PushNoticeHost } from '../shared/push/push-notice-host';
import { usePushForMembers } from '../shared/push/push-starter';
import { AppNavBar } from './nav-bar';
import { RequireLogin } from './require-login';
import { AppTabBar } from './tab-bar';
import { usePageViews } from '../shared/usage/use-page-views';
import { findRoute } from './routes';
import styles from './layout.module.css';

export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const title = t(`titles.${route.title ?? 'default'}`);
  const isTab = route.tab !== undefined;
  usePageViews(pathname);
  usePushForMembers();
  useLanguagePreference();
  useDeckPreference();

  useEffect(() => {
    document.title = title === t('appName') ? title : `${title} · ${t('appName')}`;
  }, [title, t]);

  return (
    <div className={styles.shell}>
      {!route.customNavBar && <AppNavBar title={title} showBack={!isTab} />}
      <main className={isTab ? styles.contentWithTabs : styles.content}>
        <Suspense fallback={null}>
          <RequireLogin needLogin={route.needLogin}>
            <Outlet />
          </RequireLogin>
        </Suspense>
      </main>
      {isTab && <AppTabBar activeIndex={route.tab!} />}
      <PushNoticeHost />
    </div>
  );
}
