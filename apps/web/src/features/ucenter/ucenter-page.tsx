import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http';
import { useCheckForUpdate } from '../../shared/app-update/use-check-for-update';
import { useSignedInProfile } from '../../shared/auth/profile';
import { useSignedIn } from '../../shared/auth/token-store';
import { PAGES } from '../../shared/config/paths';
import { OfflineNotice } from '../../shared/offline/offline-notice';
import { CheckInTiles } from './check-in-tiles';
import { MENU_ITEMS, viewerOf, visibleMenuItems } from './menu';
import { MenuList } from './menu-list';
import { usePointsSummary } from '../../shared/points/points-summary';
import { ProfileHeader } from './profile-header';
import { SuspendedNotice } from './suspended-notice';
import { useCheckIns } from './use-check-ins';
import styles from './ucenter-page.module.css';

/** Mine (`/pages/ucenter/ucenter`, custom nav bar): who I am, my points, check-ins and the menu (spec §2). */
export default function UcenterPage() {
  const { t } = useTranslation('ucenter');
  const signedIn = useSignedIn();
  const profile = useSignedInProfile();
  const summary = usePointsSummary(signedIn);
  const checkIns = useCheckIns(PAGES.mine);
  const update = useCheckForUpdate();
  const items = visibleMenuItems(MENU_ITEMS, viewerOf(signedIn, profile.data?.role));
  const suspended = profile.error instanceof ApiError && profile.error.code === 'uni-id-account-banned';

  return (
    <div className={styles.page}>
      <ProfileHeader
        signedIn={signedIn}
        profile={profile.data}
        balance={summary.data?.balance ?? profile.data?.score}
      />
      {/* A suspended account cannot check in: say why instead, where the check-ins would be. */}
      {suspended ? (
        <SuspendedNotice />
      ) : (
        <CheckInTiles
          items={items.filter((item) => item.group === 'check-in')}
          summary={signedIn ? summary.data : undefined}
          checkIns={checkIns}
        />
      )}
      {/* The name and balance are the ones kept at the last visit; checking in needs the network. */}
      {signedIn && <OfflineNotice kind="kept" />}
      <MenuList
        items={items.filter((item) => item.group !== 'check-in')}
        onCheckUpdate={() => void update.check()}
        checkingUpdate={update.checking}
      />
      <p className={styles.footer}>{t('footer')}</p>
      {checkIns.ad}
    </div>
  );
}
