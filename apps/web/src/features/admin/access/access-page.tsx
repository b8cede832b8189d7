import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client';
import { AdminGate } from '../admin-gate';
import { accessApi } from './access-api';
import { KeysSection } from './keys-section';
import { RulesSection } from './rules-section';
import { adminKeys } from '../admin-queries';
import styles from '../admin-page.module.css';

/** `/pages/admin/access/access`: the client access list (spec §6) and the calendar API's keys. */
export default function AccessPage() {
  const access = useQuery(
    {
      queryKey: adminKeys.access,
      queryFn: async () => {
        const [{ rules }, { keys }] = await Promise.all([accessApi.rules(), accessApi.keys()]);
        return { rules, keys };
      },
      staleTime: 0,
    },
    queryClient,
  );
  const refresh = () => void access.refetch();
  return (
    <AdminGate pending={access.isPending} error={access.error} onRetry={refresh}>
      {access.data && (
        <div className={styles.page}>
          <RulesSection rules={access.data.rules} onChanged={refresh} />
          <KeysSection keys={access.data.keys} onChanged={refresh} />
        </div>
      )}
    </AdminGate>
  );
}
