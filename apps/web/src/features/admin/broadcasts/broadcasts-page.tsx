import { PullToRefresh } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client';
import { AdminGate } from '../admin-gate';
import { broadcastApi } from './broadcast-api';
import { BroadcastFigures } from './broadcast-figures';
import { BroadcastForm } from './broadcast-form';
import { adminKeys } from '../admin-queries';
import styles from './broadcasts-page.module.css';

/** `/pages/admin/broadcasts/broadcasts`: send a push message to members and follow its figures. */
export default function BroadcastsPage() {
  const list = useQuery({ queryKey: adminKeys.broadcasts, queryFn: broadcastApi.list, staleTime: 0 }, queryClient);
  const refresh = async () => {
    await list.refetch();
  };
  return (
    <div className={styles.page}>
      <PullToRefresh onRefresh={refresh}>
        <AdminGate pending={list.isPending} error={list.error} onRetry={() => void refresh()}>
          <BroadcastForm onSent={() => void refresh()} />
          {list.data && <BroadcastFigures items={list.data.items} />}
        </AdminGate>
      </PullToRefresh>
    </div>
  );
}
