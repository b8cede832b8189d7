import { useState } from 'react';
import { Avatar, Button, Dialog, ErrorBlock, SearchBar, Tag, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tarot/contract/admin';
import { useAction } from '../../shared/api/use-action';
import { useSignedInProfile } from '../../shared/auth/profile';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { AdminGate } from './admin-gate';
import { LoadMore } from '../../shared/ui/load-more';
import { adminApi, type UserAction } from './admin-api';
import { userActionsFor } from './user-actions';
import { refreshAdminLists, usePagedList } from './use-paged-list';
import styles from './users-page.module.css';

/** `/pages/admin/users/users`: find accounts; ban, unban, grant or revoke admin, each confirmed. */
export default function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const { query, items, total } = usePagedList(['users', search], (page) => adminApi.users(search, page));
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
    Toast.show({ icon: 'success', content: t(`users.done.${action}`) });
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
        {!query.isPending && <p className={styles.count}>{t('users.count', { count: total })}</p>}
      </div>
      <AdminGate pending={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <PullRefresh onRefresh={() => query.refetch()}>
          {items.length === 0 && <ErrorBlock status="empty" title={t('users.empty')} description={null} />}
          <ul className={styles.list}>
            {items.map((user) => (
              <li key={user.id} className={styles.item}>
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
              </li>
            ))}
          </ul>
          <LoadMore hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage()} />
        </PullRefresh>
      </AdminGate>
    </div>
  );
}
