import { useState } from 'react';
import { Avatar, Button, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGES } from '../../../shared/config/paths';
import { NicknameDialog } from './nickname-dialog';
import { useProfile, useRealNameStatus } from './user-api';
import { ErrorBlock } from '../../../shared/ui/error-block';
import styles from './userinfo-page.module.css';

/**
 * `userinfo/userinfo` (needs login): avatar, nickname, phone, username, e-mail, real name,
 * password and deactivation. The spec's one-click binding of this device's number needs
 * the native app, so the web offers binding by SMS code only.
 */
export default function UserinfoPage() {
  const { t } = useTranslation(['userinfo', 'common']);
  const navigate = useNavigate();
  const profile = useProfile();
  const realName = useRealNameStatus();
  const [editingNickname, setEditingNickname] = useState(false);

  if (profile.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (profile.isError) {
    return (
      <ErrorBlock status="disconnected" title={t('loadFailed')} description={null}>
        <Button color="primary" onClick={() => void profile.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  const user = profile.data;
  const open = (path: string) => () => void navigate(path);
  const missing = (text: string) => <span className={styles.muted}>{text}</span>;

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <button type="button" className={styles.avatarButton} onClick={open(PAGES.cropImage)}>
          <Avatar src={user.avatar ?? ''} className={styles.avatar} alt="" />
          {t('avatar.change')}
        </button>
        <p className={styles.name}>{user.nickname}</p>
      </div>

      <List mode="card">
        <List.Item extra={user.nickname} onClick={() => setEditingNickname(true)}>
          {t('fields.nickname')}
        </List.Item>
        <List.Item
          extra={user.mobile ?? missing(t('notBound'))}
          description={user.mobile ? undefined : t('mobile.why')}
          onClick={open(PAGES.bindMobile)}
        >
          {t('fields.mobile')}
        </List.Item>
        <List.Item extra={user.username ?? missing(t('notSet'))}>{t('fields.username')}</List.Item>
        <List.Item extra={user.email ?? missing(t('notBound'))}>{t('fields.email')}</List.Item>
        <List.Item
          extra={
            realName.data?.verified ? (
              <span className={styles.verified}>{t('realName.verified')}</span>
            ) : (
              missing(realName.isPending ? '…' : t('realName.notVerified'))
            )
          }
          onClick={open(PAGES.realName)}
        >
          {t('fields.realName')}
        </List.Item>
      </List>

      <List mode="card">
        {user.hasPassword ? (
          <List.Item onClick={open(PAGES.changePassword)}>{t('password.change')}</List.Item>
        ) : (
          <List.Item description={t('password.setHint')} onClick={open(PAGES.setPassword)}>
            {t('password.set')}
          </List.Item>
        )}
      </List>

      <List mode="card">
        <List.Item onClick={open(PAGES.linkedAccounts)}>{t('linkedAccounts.entry')}</List.Item>
      </List>

      <List mode="card">
        <List.Item onClick={open(PAGES.deactivate)}>
          <span className={styles.danger}>{t('deactivate.entry')}</span>
        </List.Item>
      </List>

      {editingNickname && <NicknameDialog current={user.nickname} onClose={() => setEditingNickname(false)} />}
    </div>
  );
}
