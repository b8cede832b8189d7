import { useState } from 'react';
import { Avatar, Button, Dialog, SearchBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tarot/contract/admin';
import { useAction } from '../../shared/api/use-action';
import { useSignedInProfile } from '../../shared/auth/profile';
import { usePagedList } from '../../shared/api/use-paged-list';
import { PagedList } from '../../shared/ui/paged-list';
import { AdminGate } from './admin-gate';
import { adminApi, type UserAction } from './admin-api';
import { userActionsFor } from './user-actions';
import { adminKeys, refreshAdminLists } from './admin-queries';
import { ErrorBlock } from '../../shared/ui/error-block';
import { toast } from '../../shared/ui/toast';
import styles from './users-page.module.css';

/** `/pages/admin/users/users`: find accounts; ban, unban, grant or revoke admin, each confirmed. */
export default function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const list = usePagedList(adminKeys.users(search), (page) => adminApi.users(search, page));
  const self = useSignedInProfile().data?.uid;
  const { run, busy } = useAction(adminApi.userAction);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const act = async (user: AdminUser, action: UserAction) => {
    const confirmed = await Dialog.confirm({
      title: t(`users.confirm.${action}.title`),
      content: t(`users.confirm.${action}.text`, { name: user.nickname }),
      cancelText: t('common:actions.cancel'),
      confirmText: t(`users.actions.${action}`),
    });
    if (!confirmed || !(await run(user.id, action))) return;
    toast.show({ icon: 'success', content: t(`users.done.${action}`) });
    await refreshAdminLists();
  };

  return (
    <div className={styles.page}>
      <div className={styles.search}>
        <SearchBar
          placeholder={t('users.searchPlaceholder')}
          onSearch={(value) => setSearch(value.trim())}
          onClear={() => setSearch('')}
          cancelText={t('common:actions.cancel')}
        />
        {!list.query.isPending && <p className={styles.count}>{t('users.count', { count: list.total })}</p>}
      </div>
      <AdminGate pending={list.query.isPending} error={list.query.error} onRetry={() => void list.query.refetch()}>
        <PagedList
          list={list}
          listClassName={styles.list}
          itemClassName={styles.item}
          itemKey={(user) => user.id}
          renderItem={(user) => (
            <>
              <Avatar src={user.avatar ?? ''} className={styles.avatar} alt="" />
              <div className={styles.body}>
                <p className={styles.name}>
                  {user.nickname}
                  {user.role.includes('admin') && <Tag color="primary">{t('users.tags.admin')}</Tag>}
                  {user.status === 'banned' && <Tag color="danger">{t('users.tags.banned')}</Tag>}
                  {user.id === self && <Tag color="default">{t('users.tags.you')}</Tag>}
                </p>
                <p className={styles.detail}>
                  {[user.username && `@${user.username}`, user.mobile, user.email].filter(Boolean).join(' · ') ||
                    t('users.noLogin')}
                </p>
                <p className={styles.detail}>{t('users.joined', { date: date.format(new Date(user.createdAt)) })}</p>
                <div className={styles.actions}>
                  {userActionsFor(user, self).map((action) => (
                    <Button
                      key={action}
                      size="small"
                      color={action === 'ban' ? 'danger' : 'primary'}
                      fill="outline"
                      disabled={busy}
                      onClick={() => void act(user, action)}
                    >
                      {t(`users.actions.${action}`)}
                    </Button>
                  ))}
                </div>
              </div>
            </>
          )}
          empty={<ErrorBlock status="empty" title={t('users.empty')} description={null} />}
        />
      </AdminGate>
    </div>
  );
}
