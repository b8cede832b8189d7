import { Avatar } from 'antd-mobile';
import { RightOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserProfile } from '@tarot/contract/auth';
import { loginAddress } from '../../shared/auth/login-page';
import { PageHeader } from '../../shared/ui/page-header';
import { PAGES } from '../../shared/config/paths';
import styles from './profile-header.module.css';

interface ProfileHeaderProps {
  readonly signedIn: boolean;
  readonly profile: UserProfile | undefined;
  readonly balance: number | undefined;
}

/** The purple head of Mine: the member's avatar, name and points, or a sign-in prompt. */
export function ProfileHeader({ signedIn, profile, balance }: ProfileHeaderProps) {
  const { t } = useTranslation('ucenter');
  const target = signedIn ? PAGES.userinfo : loginAddress(PAGES.mine);
  return (
    <section className={styles.hero}>
      <PageHeader title={t('common:titles.ucenter')} />
      <Link to={target} className={styles.identity}>
        {profile?.avatar ? (
          <Avatar src={profile.avatar} className={styles.avatar} alt="" />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <UserOutline />
          </span>
        )}
        <span className={styles.names}>
          <span className={styles.name}>{signedIn ? (profile?.nickname ?? '…') : t('header.signIn')}</span>
          <span className={styles.subtitle}>{signedIn ? t('header.viewProfile') : t('header.signInHint')}</span>
        </span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </Link>
      <Link to={signedIn ? PAGES.points : target} className={styles.points}>
        <span className={styles.pointsLabel}>{t('header.points')}</span>
        <span className={styles.pointsValue}>
          {signedIn ? (balance ?? '…') : <span className={styles.notSignedIn}>{t('header.notSignedIn')}</span>}
        </span>
      </Link>
    </section>
  );
}
