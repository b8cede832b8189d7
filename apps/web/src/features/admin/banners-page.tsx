import { useState } from 'react';
import { Button, Dialog, Image, Tag } from 'antd-mobile';
import { AddOutline, DownOutline, UpOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BannerResponse } from '@tarot/contract/banners';
import { queryClient } from '../../shared/api/query-client';
import { useAction } from '../../shared/api/use-action';
import { PullRefresh } from '../../shared/ui/pull-refresh';
import { AdminGate } from './admin-gate';
import { adminApi } from './admin-api';
import { BannerPopup } from './banner-popup';
import { moved } from './banner-order';
import { adminKeys, refreshAdminLists } from './admin-queries';
import { ErrorBlock } from '../../shared/ui/error-block';
import { toast } from '../../shared/ui/toast';
import styles from './banners-page.module.css';

/** `/pages/admin/banners/banners`: the home swiper's banners in their order; edit, publish, reorder. */
export default function AdminBannersPage() {
  const { t } = useTranslation(['admin', 'common']);
  const banners = useQuery({ queryKey: adminKeys.banners, queryFn: adminApi.banners, staleTime: 0 }, queryClient);
  const [editing, setEditing] = useState<BannerResponse | 'new' | null>(null);
  const change = useAction(async (work: () => Promise<unknown>) => {
    await work();
    await refreshAdminLists();
  });
  const items = banners.data?.items ?? [];

  const togglePublished = (banner: BannerResponse) =>
    change.run(() => adminApi.publishBanner(banner.id, banner.status !== 'published'));
  const move = (banner: BannerResponse, step: -1 | 1) =>
    change.run(() => adminApi.orderBanners(moved(items, banner.id, step)));
  const remove = async (banner: BannerResponse) => {
    const confirmed = await Dialog.confirm({
      content: t('banners.confirmDelete', { title: banner.title }),
      cancelText: t('common:actions.cancel'),
      confirmText: t('banners.delete'),
    });
    if (confirmed && (await change.run(() => adminApi.deleteBanner(banner.id))) !== undefined) {
      toast.show({ icon: 'success', content: t('banners.deleted') });
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p>{t('banners.hint')}</p>
        <Button color="primary" size="small" onClick={() => setEditing('new')}>
          <AddOutline aria-hidden="true" /> {t('banners.new')}
        </Button>
      </div>
      <AdminGate pending={banners.isPending} error={banners.error} onRetry={() => void banners.refetch()}>
        <PullRefresh onRefresh={() => banners.refetch()}>
          {items.length === 0 && <ErrorBlock status="empty" title={t('banners.empty')} description={null} />}
          <ol className={styles.list}>
            {items.map((banner, index) => (
              <li key={banner.id} className={styles.item}>
                <Image src={banner.image} className={styles.image} fit="cover" lazy alt="" />
                <div className={styles.body}>
                  <p className={styles.title}>
                    {banner.title}
                    <Tag color={banner.status === 'published' ? 'success' : 'default'}>
                      {t(`filters.${banner.status}`)}
                    </Tag>
                  </p>
                  <p className={styles.link}>{banner.link || t('banners.noLink')}</p>
                </div>
                <div className={styles.actions}>
                  <div className={styles.order}>
                    <Button
                      fill="none"
                      size="small"
                      aria-label={t('banners.moveUp')}
                      disabled={index === 0 || change.busy}
                      onClick={() => void move(banner, -1)}
                    >
                      <UpOutline />
                    </Button>
                    <Button
                      fill="none"
                      size="small"
                      aria-label={t('banners.moveDown')}
                      disabled={index === items.length - 1 || change.busy}
                      onClick={() => void move(banner, 1)}
                    >
                      <DownOutline />
                    </Button>
                  </div>
                  <Button
                    size="small"
                    fill="outline"
                    color="primary"
                    disabled={change.busy}
                    onClick={() => void togglePublished(banner)}
                  >
                    {banner.status === 'published' ? t('banners.unpublish') : t('banners.publish')}
                  </Button>
                  <Button size="small" fill="outline" onClick={() => setEditing(banner)}>
                    {t('banners.edit')}
                  </Button>
                  <Button
                    size="small"
                    fill="outline"
                    color="danger"
                    disabled={change.busy}
                    onClick={() => void remove(banner)}
                  >
                    {t('banners.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </PullRefresh>
      </AdminGate>
      <BannerPopup
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        banner={editing}
        nextSort={items.length}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refreshAdminLists();
        }}
      />
    </div>
  );
}
